import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import {
  $alertNotifications,
  $alertThresholds,
  type ThresholdName,
} from '../../stores/page/alert-settings.ts'
import type { AlertThresholds } from '../../monitoring/thresholds.ts'
import {
  notificationProblem,
  restoreDefaultThresholds,
  saveThresholds,
  sendTestAlert,
  setAlertNotifications,
  THRESHOLD_LABELS,
} from '../../stores/page/alert-settings-form.ts'

const NAMES = Object.keys(THRESHOLD_LABELS) as ThresholdName[]

const asText = (thresholds: AlertThresholds) =>
  Object.fromEntries(NAMES.map((name) => [name, String(thresholds[name])])) as Record<
    ThresholdName,
    string
  >

/** When alerts open (thresholds), and browser notifications for warnings and critical alerts. */
export function AlertSettings() {
  const thresholds = useStore($alertThresholds)
  const notifying = useStore($alertNotifications)
  const [draft, setDraft] = useState(() => asText(thresholds))
  const [errors, setErrors] = useState<Partial<Record<ThresholdName, string>>>({})
  const [saved, setSaved] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null)
  const problem = notice?.ok === false ? notice.message : notifying ? notificationProblem() : null

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = saveThresholds(draft)
    setErrors(checked.ok ? {} : checked.errors)
    setSaved(checked.ok)
  }

  async function onNotificationsChange(on: boolean) {
    const refused = await setAlertNotifications(on)
    setNotice(refused ? { ok: false, message: refused } : null)
  }

  return (
    <section className="page-card" aria-labelledby="settings-alerts">
      <h2 id="settings-alerts">Alerts</h2>
      <form className="settings-alerts" onSubmit={onSubmit} noValidate>
        <div className="settings-alert-fields">
          {NAMES.map((name) => (
            <TextField
              key={name}
              label={THRESHOLD_LABELS[name]}
              inputMode="numeric"
              name={name}
              value={draft[name]}
              error={errors[name]}
              onChange={(event) => {
                setDraft({ ...draft, [name]: event.target.value })
                setSaved(false)
              }}
            />
          ))}
        </div>
        <div className="settings-alert-actions">
          <Button type="submit" variant="outline">
            Save thresholds
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(asText(restoreDefaultThresholds()))
              setErrors({})
              setSaved(true)
            }}
          >
            Restore defaults
          </Button>
          <span role="status">{saved ? 'Thresholds saved.' : ''}</span>
        </div>
      </form>
      <fieldset className="settings-notifications">
        <legend>Browser notifications</legend>
        <label>
          <input
            type="checkbox"
            checked={notifying}
            onChange={(event) => void onNotificationsChange(event.target.checked)}
          />{' '}
          Notify me of warnings and critical alerts while the vault is in the background
        </label>
        <Button
          type="button"
          variant="outline"
          onClick={() => void sendTestAlert().then(setNotice)}
        >
          Send a test alert
        </Button>
        {problem ? (
          <p role="alert" className="settings-error">
            {problem}
          </p>
        ) : (
          <p role="status">{notice?.ok ? notice.message : ''}</p>
        )}
      </fieldset>
    </section>
  )
}
