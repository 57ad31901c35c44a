import { SCRAPE_JOB } from '../monitoring/prometheus-names.ts'
import type { RangeSeries } from './schemas/prometheus.ts'

/**
 * Every node's `up` at its last scrape in one query, however many nodes: one series per node,
 * labelled `node` with the vault's name for it (the scrape job `codex-vault prometheus` writes).
 */
export const EVERY_NODE_UP = `max by (node) (up{job="${SCRAPE_JOB}",node!=""})`

/** Each node's last scrape, by the vault's name for the node: true when it answered. */
export function upByNode(series: readonly RangeSeries[]): Map<string, boolean> {
  const byNode = new Map<string, boolean>()
  for (const each of series) {
    const node = each.metric.node
    const last = each.values.at(-1)
    if (node && last) byNode.set(node, Number(last[1]) > 0)
  }
  return byNode
}
