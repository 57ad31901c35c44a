import { measureSelector } from './prometheus.ts'

/** Every node a scrape job labels with the vault's name for it. */
const EVERY_NODE = 'node!=""'

/** How far back a node's last sample still counts as its now (a stopped node keeps its last). */
const LAST_KNOWN = '1h'

/** What the fleet table says of each node, as the `measure` label of its one query. */
export type FleetMeasure = 'up' | 'used' | 'quota' | 'peers' | 'scraped'

const windowOf = (stepMs: number) => `${Math.max(1, Math.round(stepMs / 1000))}s`

/**
 * Disk used by every node in one query: one series per node (label `node`), each point its last
 * sample in the step before it.
 */
export function fleetUsedQuery(stepMs: number): string {
  const used = measureSelector('bytesUsed', EVERY_NODE)
  return `max by (node) (last_over_time(${used}[${windowOf(stepMs)}]))`
}

function labelled(measure: FleetMeasure, series: string): string {
  return `label_replace(max by (node) (${series}), "measure", "${measure}", "", "")`
}

/**
 * Every node's now in one query: up or down at its last scrape, when that was, and the last used
 * bytes, quota and peers it reported, each series labelled `node` and `measure`.
 */
export function fleetNowQuery(): string {
  const up = measureSelector('up', EVERY_NODE)
  const last = (measure: 'bytesUsed' | 'quota' | 'peers') =>
    `last_over_time(${measureSelector(measure, EVERY_NODE)}[${LAST_KNOWN}])`
  return [
    labelled('up', up),
    labelled('scraped', `timestamp(${up})`),
    labelled('used', last('bytesUsed')),
    labelled('quota', last('quota')),
    labelled('peers', last('peers')),
  ].join(' or ')
}
