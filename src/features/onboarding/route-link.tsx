import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { AppLink } from '../../components/link/app-link.tsx'
import { $routing, hrefFor, navigate } from '../../stores/page/router.ts'

interface RouteLinkProps {
  to: string
  /** A disabled link stays visible but leads nowhere. */
  disabled?: boolean
  className?: string
  label?: string
  current?: boolean
  onFollow?: () => void
  children: ReactNode
}

/** A link to another onboarding route, in the app's routing mode. */
export function RouteLink({
  to,
  disabled,
  className,
  label,
  current,
  onFollow,
  children,
}: RouteLinkProps) {
  const routing = useStore($routing)
  return (
    <AppLink
      href={hrefFor(to, routing)}
      onNavigate={() => {
        onFollow?.()
        navigate(to)
      }}
      disabled={disabled}
      current={current ? 'step' : undefined}
      label={label}
      className={className}
    >
      {children}
    </AppLink>
  )
}
