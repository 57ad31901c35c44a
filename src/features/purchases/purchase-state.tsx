import { Icon, type IconName } from '../../components/icon/icon.tsx'
import { Tooltip } from '../../components/tooltip/tooltip.tsx'

/** Spec section 4: finished succeeds; cancelled, errored (and unreadable) fail; the rest wait. */
const STATE_ICONS: Record<string, IconName> = {
  finished: 'check-circle',
  cancelled: 'error',
  errored: 'error',
  failed: 'error',
  error: 'error',
}

/** A purchase's state with its icon; its error, if any, as a tooltip reachable by keyboard. */
export function PurchaseState({ state, error }: { state: string; error: string | null }) {
  const icon = STATE_ICONS[state] ?? 'info'
  const tone = icon === 'check-circle' ? 'success' : icon === 'error' ? 'error' : 'neutral'
  const label = (
    <span className={`purchases__state purchases__state--${tone}`} data-state={state}>
      <Icon name={icon} size={16} />
      {state}
    </span>
  )
  return error ? <Tooltip text={error}>{label}</Tooltip> : label
}
