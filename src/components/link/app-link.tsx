import type { MouseEvent, ReactNode } from 'react'

interface AppLinkProps {
  /** The real URL of the route, so opening it in a new tab or copying it works. */
  href: string
  /** Moves the app to the route; called for a plain left click, which then does not reload. */
  onNavigate: () => void
  /** A disabled link stays visible and focusable but leads nowhere. */
  disabled?: boolean
  /** `page` in a menu, `step` in a stepper. */
  current?: 'page' | 'step'
  label?: string
  className?: string
  children: ReactNode
}

/** A link to another route of the vault: follows plain clicks in place, modified clicks as links. */
export function AppLink({
  href,
  onNavigate,
  disabled,
  current,
  label,
  className,
  children,
}: AppLinkProps) {
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    )
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate()
  }
  return (
    <a
      href={href}
      aria-label={label}
      aria-current={current}
      className={className}
      onClick={onClick}
    >
      {children}
    </a>
  )
}
