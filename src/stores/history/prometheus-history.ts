import { atom, onMount, type ReadableAtom } from 'nanostores'
import { queryRange, measuresQuery, type MonitoringServer } from '../../api/prometheus.ts'
import { getEnvironment } from '../page/environment.ts'
import { $prometheus } from '../page/monitoring.ts'
import { PROMETHEUS_QUERIES } from './history-merge.ts'
import { gridOf, pointsOf, rangeFor, type Grid, type MeasurePoints } from './prometheus-points.ts'
import { PROMETHEUS_HISTORY_MS } from '../cadences.ts'

/** What Prometheus said about the shown node on the shown grid. */
export type PrometheusState =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'ready'; grid: Grid; points: MeasurePoints }
  | { state: 'problem'; message: string }

/** What the charts of one node on one grid ask Prometheus: the same ask is not sent twice. */
export interface PrometheusAsk {
  /** The vault's name for the node: its scrape job's `node` label. */
  node: string
  times: readonly number[]
}

/** The same node on the same grid (its times move with each step), from the same server. */
function keyOf(server: MonitoringServer, ask: PrometheusAsk, grid: Grid): string {
  return [
    server.url,
    server.auth?.username ?? '',
    ask.node,
    grid.start,
    grid.step,
    grid.count,
  ].join('\n')
}

/** One query per chart (never per node): every measure of the node, laid on the grid. */
async function readPoints(
  server: MonitoringServer,
  node: string,
  grid: Grid,
): Promise<{ points: MeasurePoints } | { problem: string }> {
  const origin = getEnvironment().pageOrigin() ?? 'this page'
  const answers = await Promise.all(
    PROMETHEUS_QUERIES.map((measures) =>
      queryRange(
        server,
        rangeFor(grid, measuresQuery(node, measures, grid.step)),
        origin,
        getEnvironment(),
      ),
    ),
  )
  const failed = answers.find((answer) => answer.error)
  if (failed?.error) return { problem: failed.data.message }
  return {
    points: pointsOf(
      answers.flatMap((answer) => (answer.error ? [] : answer.data)),
      grid,
    ),
  }
}

/**
 * Prometheus's points for what `$ask` names, asked again when the grid moves, the node changes or
 * the server does; the last answer stays while the next is read. Off while no Prometheus is set.
 */
export function prometheusPoints($ask: ReadableAtom<PrometheusAsk | null>) {
  const $state = atom<PrometheusState>({ state: 'off' })
  onMount($state, () => {
    let asked = ''
    let askedAt = 0
    const read = () => {
      const server = $prometheus.get()
      const ask = $ask.get()
      const grid = ask && gridOf(ask.times)
      if (!server) {
        asked = ''
        $state.set({ state: 'off' })
        return
      }
      if (!ask || !grid) return
      const key = keyOf(server, ask, grid)
      const now = getEnvironment().now()
      // Asked again as the browser's history moves, at most every half minute: new scrapes land.
      if (key === asked && now - askedAt < PROMETHEUS_HISTORY_MS) return
      asked = key
      askedAt = now
      if ($state.get().state === 'off') $state.set({ state: 'loading' })
      void readPoints(server, ask.node, grid).then((answer) => {
        if (asked !== key) return
        $state.set(
          'points' in answer
            ? { state: 'ready', grid, points: answer.points }
            : { state: 'problem', message: answer.problem },
        )
      })
    }
    const stopServer = $prometheus.subscribe(read)
    const stopAsk = $ask.listen(read)
    return () => {
      asked = ''
      stopServer()
      stopAsk()
    }
  })
  return $state as ReadableAtom<PrometheusState>
}
