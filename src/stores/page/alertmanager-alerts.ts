import { atom, computed, onMount, type ReadableAtom } from 'nanostores'
import { firingAlerts } from '../../api/alertmanager.ts'
import type { GettableAlert } from '../../api/schemas/alertmanager.ts'
import { overFleet } from '../node/alerts/over-fleet.ts'
import { keptAlerts, shownAlert } from '../node/alerts/stored-alerts.ts'
import { $fleetScopes } from '../nodes/fleet-scopes.ts'
import { getEnvironment } from './environment.ts'
import {
  managerAlertsOf,
  splitManagerAlerts,
  type BrowserCondition,
  type ManagerSplit,
} from './alertmanager-mapping.ts'
import { $alertmanager } from './monitoring.ts'
import { pollWhileShown } from './shown-poll.ts'
import { ALERTMANAGER_POLL_MS } from '../cadences.ts'

/** What Alertmanager last said: its firing alerts, or why it could not say (the last ones stay). */
export type AlertmanagerAnswer =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'ready'; alerts: readonly GettableAlert[] }
  | { state: 'problem'; message: string; alerts: readonly GettableAlert[] }

const $answer = atom<AlertmanagerAnswer>({ state: 'off' })

/** One ask for every bell and inbox of the page; null while no Alertmanager is set. */
function readAlerts(): Promise<AlertmanagerAnswer> | null {
  const server = $alertmanager.get()
  if (!server) {
    $answer.set({ state: 'off' })
    return null
  }
  if ($answer.get().state === 'off') $answer.set({ state: 'loading' })
  const pageOrigin = getEnvironment().pageOrigin() ?? 'this page'
  return firingAlerts({ server, pageOrigin, transport: getEnvironment() }).then((result) => {
    const previous = $answer.get()
    const kept = 'alerts' in previous ? previous.alerts : []
    return result.error
      ? { state: 'problem', message: result.data.message, alerts: kept }
      : { state: 'ready', alerts: result.data }
  })
}

onMount($answer, () => {
  const polling = pollWhileShown(ALERTMANAGER_POLL_MS, readAlerts, (answer) => $answer.set(answer))
  // Another address (or credentials): forget the last server's alerts and ask the new one.
  const stopServer = $alertmanager.listen(() => {
    $answer.set({ state: 'off' })
    polling.askNow()
  })
  polling.askNow()
  return () => {
    stopServer()
    polling.stop()
  }
})

/** Alertmanager's answer, asked while shown (off while no Alertmanager is set). */
export const $alertmanagerAnswer: ReadableAtom<AlertmanagerAnswer> = $answer

/** Alertmanager's firing alerts about the vault's nodes, one per node and condition. */
export const $managerAlerts = computed([$answer, $fleetScopes], (answer, scopes) =>
  'alerts' in answer
    ? managerAlertsOf(
        answer.alerts,
        scopes.map(({ binding }) => ({ key: binding.key, name: binding.name })),
      )
    : [],
)

interface BrowserShown {
  conditions: BrowserCondition[]
  muted: { nodeKey: string; rule: BrowserCondition['rule'] }[]
}

/** What the browser shows of each node's conditions, from its kept alerts and mutes. */
const $browserShown = overFleet(keptAlerts.of, (nodes): BrowserShown => {
  const conditions: BrowserCondition[] = []
  const muted: BrowserShown['muted'] = []
  for (const { scope, alerts, muted: rules } of nodes) {
    const nodeKey = scope.binding.key
    for (const alert of alerts)
      if (shownAlert(alert, rules))
        conditions.push({ nodeKey, rule: alert.rule, open: alert.resolvedAt === null })
    for (const rule of rules) muted.push({ nodeKey, rule })
  }
  return { conditions, muted }
})

/** Alertmanager's alerts beside the browser's: one per node and condition. */
export const $managerSplit: ReadableAtom<ManagerSplit> = computed(
  [$managerAlerts, $browserShown],
  (manager, browser) => splitManagerAlerts(manager, browser.conditions, browser.muted),
)
