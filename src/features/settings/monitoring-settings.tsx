import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import {
  $alertmanagerUrl,
  $prometheusUrl,
  type MonitoringKind,
} from '../../stores/page/monitoring-addresses.ts'
import {
  $monitoringPasswords,
  $monitoringUsernames,
  monitoringDraftProblem,
  saveMonitoring,
} from '../../stores/page/monitoring.ts'

const TITLES: Record<MonitoringKind, string> = {
  prometheus: 'Prometheus',
  alertmanager: 'Alertmanager',
}

/** One server's address and basic auth; the password field is left empty, a kept one stays. */
function ServerForm({ kind }: { kind: MonitoringKind }) {
  const url = useStore(kind === 'prometheus' ? $prometheusUrl : $alertmanagerUrl)
  const usernames = useStore($monitoringUsernames)
  const passwords = useStore($monitoringPasswords)
  const [draft, setDraft] = useState({ url, username: usernames[kind] ?? '', password: '' })
  const [saved, setSaved] = useState('')
  const problem = monitoringDraftProblem(draft)
  const title = TITLES[kind]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const done = saveMonitoring(kind, { ...draft, password: draft.password || undefined })
    setSaved(done ? `${title} saved.` : '')
  }
  return (
    <form onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <TextField
        label={`${title} address`}
        value={draft.url}
        placeholder={kind === 'prometheus' ? 'http://localhost:9090' : 'http://localhost:9093'}
        error={problem ?? undefined}
        onChange={(event) => setDraft({ ...draft, url: event.target.value })}
      />
      <TextField
        label="Username"
        hint="Only if a proxy in front of it asks for one."
        autoComplete="off"
        value={draft.username}
        onChange={(event) => setDraft({ ...draft, username: event.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwords[kind] ? 'A password is kept: leave empty to keep it.' : undefined}
        value={draft.password}
        onChange={(event) => setDraft({ ...draft, password: event.target.value })}
      />
      <Button type="submit" size="small" disabled={problem !== null}>
        Save {title}
      </Button>
      <p role="status">{saved}</p>
    </form>
  )
}

/** Where Analytics and the bell read what was kept while no vault page was open. */
export function MonitoringSettings() {
  return (
    <section className="page-card" aria-labelledby="settings-monitoring">
      <h2 id="settings-monitoring">Monitoring</h2>
      <p>
        With a Prometheus that scrapes your nodes, Analytics also shows the history it kept while no
        vault page was open. Leave an address empty to use this browser&apos;s history alone. The
        password stays in this browser and goes only to that address.
      </p>
      <ServerForm kind="prometheus" />
      <ServerForm kind="alertmanager" />
    </section>
  )
}
