import { GAUGE, PURCHASE_PREFIX, type Bucket } from './buckets.ts'
import type { GapKind, Slot } from './history-view.ts'

export type Unit = 'bytes' | 'count' | 'ms'

export interface ChartLine {
  label: string
  /** Exact values as decimal text (sizes stay exact), null in a gap. */
  values: (string | null)[]
}

/** Where a chart's points came from: Prometheus, this browser's history, both, or neither. */
export type PointSource = 'prometheus' | 'browser' | 'both' | 'none'

export interface ChartModel {
  id: string
  title: string
  unit: Unit
  lines: ChartLine[]
  /** Set once merged with what Prometheus kept (`history-merge.ts`). */
  source?: PointSource
  /** Where this chart's points have no value, why, when it differs from the node's. */
  gapAt?: (GapKind | null)[]
  /** Lines drawn on top of each other (a fleet's nodes), their sum the top line. */
  stacked?: boolean
}

function gaugeLine(
  label: string,
  key: string,
  slots: readonly Slot[],
  gaps: readonly (GapKind | null)[],
) {
  return {
    label,
    values: slots.map((slot, index) => (gaps[index] ? null : (slot?.gauges[key] ?? null))),
  }
}

function hasAny(line: ChartLine): boolean {
  return line.values.some((value) => value !== null)
}

/** The charts of a node's slots (marketplace charts only where it had one), lines it never had left out. */
export function chartsOf(
  slots: readonly Slot[],
  gapAt: readonly (GapKind | null)[],
): { charts: ChartModel[]; marketplace: boolean } {
  const purchaseStates = new Set<string>()
  for (const slot of slots) {
    for (const key of Object.keys(slot?.gauges ?? {})) {
      if (key.startsWith(PURCHASE_PREFIX)) purchaseStates.add(key.slice(PURCHASE_PREFIX.length))
    }
  }
  const gauge = (label: string, key: string) => gaugeLine(label, key, slots, gapAt)
  const counter = (label: string, name: keyof Bucket['counters']) => ({
    label,
    values: slots.map((slot, index) =>
      gapAt[index] === 'unwatched' ? null : (slot?.counters[name] ?? '0'),
    ),
  })
  const took = (label: string, read: (slot: Bucket) => number) => ({
    label,
    values: slots.map((slot) => (slot && slot.up > 0 ? String(Math.round(read(slot))) : null)),
  })
  const charts: ChartModel[] = [
    {
      id: 'storage',
      title: 'Storage',
      unit: 'bytes',
      lines: [
        gauge('Used', GAUGE.quotaUsed),
        gauge('Reserved', GAUGE.quotaReserved),
        gauge('Quota', GAUGE.quotaMax),
      ],
    },
    {
      id: 'files',
      title: 'Files',
      unit: 'count',
      lines: [gauge('Files', GAUGE.files)],
    },
    {
      id: 'peers',
      title: 'Peers',
      unit: 'count',
      lines: [gauge('Peers', GAUGE.peers), gauge('Connections', GAUGE.connections)],
    },
    {
      id: 'response',
      title: 'Response time',
      unit: 'ms',
      lines: [
        took('Average', (slot) => slot.tookSum / slot.up),
        took('Slowest', (slot) => slot.tookMax),
      ],
    },
    {
      id: 'transfers',
      title: 'Through the vault',
      unit: 'count',
      lines: [counter('Uploads', 'uploads'), counter('Downloads', 'downloads')],
    },
    {
      id: 'transfer-bytes',
      title: 'Bytes through the vault',
      unit: 'bytes',
      lines: [counter('Uploaded', 'uploadBytes'), counter('Downloaded', 'downloadBytes')],
    },
    {
      id: 'market-space',
      title: 'Space for sale',
      unit: 'bytes',
      lines: [gauge('Offered', GAUGE.availabilityTotal), gauge('Free', GAUGE.availabilityFree)],
    },
    {
      id: 'market-activity',
      title: 'Marketplace',
      unit: 'count',
      lines: [
        gauge('Reservations', GAUGE.reservations),
        gauge('Active slots', GAUGE.activeSlots),
        ...[...purchaseStates]
          .sort()
          .map((state) => gauge(`Purchases ${state}`, `${PURCHASE_PREFIX}${state}`)),
      ],
    },
  ]
  const marketplace = charts
    .filter((chart) => chart.id.startsWith('market'))
    .some((chart) => chart.lines.some(hasAny))
  const shown = charts
    .filter((chart) => marketplace || !chart.id.startsWith('market'))
    .map((chart) => ({
      ...chart,
      // A line the node never had (connections on a v0.2 node) is left out, not drawn empty.
      lines: chart.lines.filter(
        (line, index) => index === 0 || hasAny(line) || chart.id === 'transfers',
      ),
    }))
  return { charts: shown, marketplace }
}
