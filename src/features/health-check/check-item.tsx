/** `off`: the node has no such thing, by its nature (no marketplace on Logos Storage); no fault. */
export type CheckState = 'checking' | 'ok' | 'warning' | 'failed' | 'off'

const STATE_TEXT: Record<CheckState, string> = {
  checking: 'Checking…',
  ok: 'Success',
  warning: 'Warning',
  failed: 'Failed',
  off: 'Not on this node',
}

const STATE_ICON: Record<CheckState, string> = {
  checking: '…',
  ok: '✓',
  warning: '!',
  failed: '✕',
  off: '–',
}

/** One line of the checklist: a label and its state, in words for assistive technology. */
export function CheckItem({
  label,
  state,
  detail,
}: {
  label: string
  state: CheckState
  detail?: string
}) {
  return (
    <li className="check" data-state={state}>
      <span className="icon" aria-hidden="true">
        {STATE_ICON[state]}
      </span>
      <span className="label">{label}</span>
      <span className="state">{STATE_TEXT[state]}</span>
      {detail ? <span className="detail">{detail}</span> : null}
    </li>
  )
}
