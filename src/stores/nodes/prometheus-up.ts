import { atom, onMount } from 'nanostores'
import { atMoment, queryRange } from '../../api/prometheus.ts'
import { EVERY_NODE_UP, upByNode } from '../../api/prometheus-up.ts'
import { getEnvironment } from '../page/environment.ts'
import { $prometheus } from '../page/monitoring.ts'
import { pollWhileShown } from '../page/shown-poll.ts'
import { PROMETHEUS_UP_MS } from '../cadences.ts'

/** What Prometheus says of each node's last scrape, by the vault's name for the node. */
export type PrometheusUp =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'ready'; byNode: ReadonlyMap<string, boolean> }
  | { state: 'problem'; message: string }

/**
 * Every node's up or down from Prometheus while something shows it on a visible page, one query
 * for all nodes; off while no Prometheus is set.
 */
export const $prometheusUp = atom<PrometheusUp>({ state: 'off' })

/** One query for every node's last scrape; null while no Prometheus is set. */
function readUp(): Promise<PrometheusUp> | null {
  const server = $prometheus.get()
  if (!server) {
    $prometheusUp.set({ state: 'off' })
    return null
  }
  const environment = getEnvironment()
  if ($prometheusUp.get().state === 'off') $prometheusUp.set({ state: 'loading' })
  const range = atMoment(EVERY_NODE_UP, environment.now(), PROMETHEUS_UP_MS)
  return queryRange(server, range, environment.pageOrigin() ?? 'this page', environment).then(
    (answer) =>
      answer.error
        ? { state: 'problem', message: answer.data.message }
        : { state: 'ready', byNode: upByNode(answer.data) },
  )
}

onMount($prometheusUp, () => {
  const polling = pollWhileShown(PROMETHEUS_UP_MS, readUp, (up) => $prometheusUp.set(up))
  const stopServer = $prometheus.subscribe(polling.askNow)
  return () => {
    polling.stop()
    stopServer()
    $prometheusUp.set({ state: 'off' })
  }
})
