import { atom, onMount } from 'nanostores'
import { fleetNowQuery, fleetUsedQuery } from '../../api/prometheus-fleet.ts'
import { atMoment, queryRange, type MonitoringServer } from '../../api/prometheus.ts'
import { getEnvironment } from '../page/environment.ts'
import { $prometheus } from '../page/monitoring.ts'
import { pollWhileShown } from '../page/shown-poll.ts'
import { DAY } from './buckets.ts'
import type { ChartModel } from './history-charts.ts'
import { axisStyleFor, RANGES, stepFor, type AxisStyle, type HistoryRange } from './history-view.ts'
import { $historyRange } from './node-history.ts'
import { fleetChartOf, fleetRowsOf, type FleetRow } from './prometheus-fleet-rows.ts'
import { rangeFor, type Grid } from './prometheus-points.ts'
import { PROMETHEUS_FLEET_MS } from '../cadences.ts'

/** What Prometheus says of every node it scrapes, for the shown range. */
export type FleetState =
  | { state: 'off' }
  | { state: 'loading' }
  | {
      state: 'ready'
      rows: FleetRow[]
      chart: ChartModel
      times: number[]
      axis: AxisStyle
      /** The range it was read for. */
      range: HistoryRange
      /** When this was read (ms since the epoch). */
      readAt: number
    }
  | { state: 'problem'; message: string }

/** The shown range's grid, ending at the step that holds `now` (`All` is Prometheus's 90 days). */
export function fleetGrid(span: number, now: number): Grid {
  const step = stepFor(span)
  const count = Math.ceil(span / step)
  const end = Math.ceil(now / step) * step
  return { start: end - count * step, step, count }
}

/**
 * Two queries for the whole fleet, however many nodes: the disk chart's range, and the table's
 * now (one point at this moment); never one per node.
 */
async function readFleet(server: MonitoringServer, range: HistoryRange): Promise<FleetState> {
  const span = RANGES.find((each) => each.id === range)?.span ?? 90 * DAY
  const environment = getEnvironment()
  const now = environment.now()
  const origin = environment.pageOrigin() ?? 'this page'
  const grid = fleetGrid(span, now)
  const [used, latest] = await Promise.all([
    queryRange(server, rangeFor(grid, fleetUsedQuery(grid.step)), origin, environment),
    queryRange(server, atMoment(fleetNowQuery(), now, 15_000), origin, environment),
  ])
  if (used.error) return { state: 'problem', message: used.data.message }
  if (latest.error) return { state: 'problem', message: latest.data.message }
  return {
    state: 'ready',
    rows: fleetRowsOf(latest.data),
    chart: fleetChartOf(used.data, grid),
    times: Array.from({ length: grid.count }, (_, index) => grid.start + index * grid.step),
    axis: axisStyleFor(span),
    range,
    readAt: now,
  }
}

/** The fleet from Prometheus while shown on a visible page; off while no Prometheus is set. */
export const $prometheusFleet = atom<FleetState>({ state: 'off' })

/** The fleet for the shown range; null while no Prometheus is set. */
function readShownFleet(): Promise<FleetState> | null {
  const server = $prometheus.get()
  if (!server) {
    $prometheusFleet.set({ state: 'off' })
    return null
  }
  if ($prometheusFleet.get().state === 'off') $prometheusFleet.set({ state: 'loading' })
  return readFleet(server, $historyRange.get())
}

onMount($prometheusFleet, () => {
  const polling = pollWhileShown(PROMETHEUS_FLEET_MS, readShownFleet, (fleet) =>
    $prometheusFleet.set(fleet),
  )
  const stopServer = $prometheus.subscribe(polling.askNow)
  const stopRange = $historyRange.listen(polling.askNow)
  return () => {
    polling.stop()
    stopServer()
    stopRange()
  }
})
