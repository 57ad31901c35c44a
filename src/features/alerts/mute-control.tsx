import { useStore } from '@nanostores/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import { muteRule } from '../../stores/node/alerts/alert-actions.ts'
import { managerAlertOf } from '../../monitoring/prometheus-names.ts'
import type { RuleId } from '../../monitoring/rule-ids.ts'
import { RULE_TEXTS } from '../../monitoring/rule-texts.ts'
import type { NodeScope } from '../../stores/nodes/scope.ts'
import { SILENCE_LENGTHS } from '../../stores/node/alerts/silences.ts'
import { $alertmanager } from '../../stores/page/monitoring.ts'

interface MuteControlProps {
  scope: NodeScope
  rule: RuleId
  node: string
}

/**
 * Mutes a rule for a node. With an Alertmanager set (and a rule it judges), the button first opens a
 * small form for the person's words and how long Alertmanager silences it, kept with the silence.
 */
export function MuteControl({ scope, rule, node }: MuteControlProps) {
  const manager = useStore($alertmanager)
  const [open, setOpen] = useState(false)
  const [words, setWords] = useState('')
  const [length, setLength] = useState(0)
  const opener = useRef<HTMLButtonElement>(null)
  const selectId = useId()
  const formId = useId()
  const label = `Mute “${RULE_TEXTS[rule].name}” on ${node}`
  const asks = manager !== null && managerAlertOf(rule) !== undefined
  if (!asks) {
    return (
      <Button variant="ghost" size="small" onClick={() => muteRule(scope, rule)}>
        {label}
      </Button>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    muteRule(scope, rule, { words, lastsMs: SILENCE_LENGTHS[length]?.lastsMs ?? null })
  }
  const cancel = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="small"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open && (
        <form id={formId} className="alert-mute" aria-label={label} onSubmit={submit}>
          <TextField
            label="Why"
            hint="Alertmanager keeps it with the silence."
            value={words}
            maxLength={200}
            autoFocus
            onChange={(event) => setWords(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') cancel()
            }}
          />
          <div className="vault-field">
            <label htmlFor={selectId}>Alertmanager silences it</label>
            <select
              id={selectId}
              value={length}
              onChange={(event) => setLength(Number(event.target.value))}
            >
              {SILENCE_LENGTHS.map((each, index) => (
                <option key={each.label} value={index}>
                  {each.label}
                </option>
              ))}
            </select>
          </div>
          <div className="alert-item-actions">
            <Button type="submit" size="small">
              Mute
            </Button>
            <Button variant="ghost" size="small" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
