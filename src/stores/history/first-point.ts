import { formatClock } from '../../lib/dates.ts'
import type { NodeHistory } from './history-view.ts'
import { nextWriteAt } from './recording.ts'

/** Whether a range drew nothing: no chart has a value at any point. */
export function drewNothing(history: Pick<NodeHistory, 'charts'>): boolean {
  return history.charts.every((chart) =>
    chart.lines.every((line) => line.values.every((value) => value === null)),
  )
}

/**
 * What Analytics says over a range with no point yet (a fresh profile): when this tab began
 * recording the node and when its first write lands, or that recording starts soon.
 */
export function firstPointText(since: number | undefined, now: number): string {
  if (since === undefined)
    return 'Recording starts a few seconds after the vault opens; the first point comes a minute later.'
  const first = formatClock(nextWriteAt(since, now))
  return `Recording since ${formatClock(since)}; the first point comes at ${first}.`
}
