import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import { $listServers, type MonitoringKind } from '../../stores/page/monitoring-addresses.ts'
import {
  $monitoringMoveProblems,
  monitoringDraftProblem,
  saveMonitoring,
} from '../../stores/page/monitoring-save.ts'
import { $pageServers } from '../../stores/page/monitoring-attributes.ts'
import { $monitoringPasswords } from '../../stores/page/monitoring.ts'
import {
  NEW_ADDRESS_NO_PASSWORD,
  PASSWORD_IN_CLEAR,
  sendsPasswordInClear,
} from '../../stores/nodes/list.ts'
import { sameOrigin } from '../../lib/urls.ts'

const TITLES: Record<MonitoringKind, string> = {
  prometheus: 'Prometheus',
  alertmanager: 'Alertmanager',
}

/** One server's address and basic auth; the password field is left empty, a kept one stays. */
function ServerForm({ kind }: { kind: MonitoringKind }) {
  const listed = useStore($listServers)[kind]
  const pageUrl = useStore($pageServers)[kind]
  const moveProblem = useStore($monitoringMoveProblems)[kind]
  const passwords = useStore($monitoringPasswords)
  // Untouched, the form follows the list (a move or an import that lands after it shows).
  const [edited, setDraft] = useState<{ url: string; username: string; password: string } | null>(
    null,
  )
  const draft = edited ?? { url: listed?.url ?? '', username: listed?.username ?? '', password: '' }
  const [saved, setSaved] = useState('')
  const [warned, setWarned] = useState(false)
  const problem = monitoringDraftProblem(draft)
  const title = TITLES[kind]
  const edit = (field: keyof typeof draft, value: string) => {
    setDraft({ ...draft, [field]: value })
    setWarned(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sendsPasswordInClear(draft) && !warned) {
      setWarned(true)
      return
    }
    const done = saveMonitoring(kind, { ...draft, password: draft.password || undefined })
    setSaved(done ? `${title} saved.` : '')
    setWarned(false)
  }
  const keptHint =
    listed && sameOrigin(listed.url, draft.url)
      ? 'A password is kept: leave empty to keep it.'
      : NEW_ADDRESS_NO_PASSWORD
  return (
    <form onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {moveProblem && <p>{moveProblem}</p>}
      {pageUrl && pageUrl !== listed?.url && (
        <p>
          This page reads the {title} at {pageUrl} (its {kind}-url attribute); your node list&apos;s
          stays as below.
        </p>
      )}
      <TextField
        label={`${title} address`}
        value={draft.url}
        placeholder={kind === 'prometheus' ? 'http://localhost:9090' : 'http://localhost:9093'}
        error={problem ?? undefined}
        onChange={(event) => edit('url', event.target.value)}
      />
      <TextField
        label="Username"
        hint="Only if a proxy in front of it asks for one."
        autoComplete="off"
        value={draft.username}
        onChange={(event) => edit('username', event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwords[kind] ? keptHint : undefined}
        value={draft.password}
        onChange={(event) => edit('password', event.target.value)}
      />
      {warned && <p role="alert">{PASSWORD_IN_CLEAR}</p>}
      <Button type="submit" size="small" disabled={problem !== null}>
        {warned ? 'Save anyway' : `Save ${title}`}
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
        vault page was open. Leave an address empty to use this browser&apos;s history alone. They
        belong to your node list and go with it when you export it from Nodes; the password stays
        apart, as a node&apos;s does, and goes only to that address.
      </p>
      <ServerForm kind="prometheus" />
      <ServerForm kind="alertmanager" />
    </section>
  )
}
