import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { $sentryDsn, setSentryDsn } from '../../stores/page/sentry-dsn.ts'

/** Error reporting is off until a DSN is saved here (or given by the sentry-dsn attribute). */
export function ErrorReportingSettings() {
  const dsn = useStore($sentryDsn)
  const [draft, setDraft] = useState(dsn)
  const [invalid, setInvalid] = useState(false)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setInvalid(!setSentryDsn(draft))
  }

  return (
    <section className="page-card" aria-labelledby="settings-reporting">
      <h2 id="settings-reporting">Error reporting</h2>
      <p>
        {dsn
          ? 'Failed node responses are reported to the error-reporting service below.'
          : 'Error reporting is off. Enter a DSN to report failed node responses.'}
      </p>
      <form className="settings-dsn" onSubmit={onSubmit} noValidate>
        <label>
          <span>DSN</span>
          <input
            type="url"
            name="sentry-dsn"
            value={draft}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'settings-dsn-error' : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <Button type="submit" variant="outline">
          Save
        </Button>
        {invalid ? (
          <p id="settings-dsn-error" role="alert" className="settings-error">
            The DSN must be an http or https URL.
          </p>
        ) : null}
      </form>
    </section>
  )
}
