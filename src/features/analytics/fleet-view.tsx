import { useStore } from '@nanostores/react'
import { Card } from '../../components/card/card.tsx'
import { $prometheusFleet } from '../../stores/history/prometheus-fleet.ts'
import { FleetNodesTable } from './fleet-nodes-table.tsx'
import { HistoryChart } from './history-chart.tsx'

/** Prometheus's points have no gap kinds: a slot without a sample is simply empty. */
const NO_GAPS: readonly null[] = []

export const FLEET_NEEDS_PROMETHEUS =
  'The fleet view reads Prometheus, which keeps every node’s history while no vault page is open: set its address in Settings, Monitoring.'

/**
 * The fleet as Prometheus keeps it: disk used per node over the shown range and each node's now,
 * read in one query each for all nodes. `several`: the node list has more than one node, so the
 * view says what it needs even while no Prometheus is set.
 */
export function FleetView({ several }: { several: boolean }) {
  const fleet = useStore($prometheusFleet)
  if (fleet.state === 'off' && !several) return null
  return (
    <Card title="Fleet">
      {fleet.state === 'off' && <p className="analytics__note">{FLEET_NEEDS_PROMETHEUS}</p>}
      {fleet.state === 'loading' && <p>Reading the fleet from Prometheus…</p>}
      {fleet.state === 'problem' && <p className="analytics__problem">{fleet.message}</p>}
      {fleet.state === 'ready' && fleet.rows.length === 0 && (
        <p className="analytics__note">Prometheus has scraped no node of the vault yet.</p>
      )}
      {fleet.state === 'ready' && fleet.rows.length > 0 && (
        <>
          <div className="analytics__charts" data-fleet-range={fleet.range}>
            <HistoryChart
              chart={fleet.chart}
              times={fleet.times}
              gapAt={NO_GAPS as null[]}
              axis={fleet.axis}
            />
          </div>
          <FleetNodesTable rows={fleet.rows} />
        </>
      )}
    </Card>
  )
}
