import { RouteLink } from './route-link.tsx'

/** The round arrow to the next onboarding step. */
export function NextLink({
  to,
  enabled,
  onFollow,
}: {
  to: string
  enabled: boolean
  onFollow?: () => void
}) {
  return (
    <RouteLink
      to={to}
      disabled={!enabled}
      label="Next"
      className="onboarding-next"
      onFollow={onFollow}
    >
      <span aria-hidden="true">→</span>
    </RouteLink>
  )
}
