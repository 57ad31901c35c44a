import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { $routingMode, followLink, hrefFor } from '../../stores/router.ts'

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

/** A link to another route of the vault. */
export function RouteLink({
  to,
  disabled,
  className,
  label,
  current,
  onFollow,
  children,
}: RouteLinkProps) {
  const mode = useStore($routingMode)
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a
      href={hrefFor(to, mode)}
      aria-label={label}
      aria-current={current ? 'step' : undefined}
      className={className}
      onClick={(event) => {
        onFollow?.()
        followLink(event, to)
      }}
    >
      {children}
    </a>
  )
}
