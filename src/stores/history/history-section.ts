import { atom, computed, onMount, type ReadableAtom } from 'nanostores'
import { $fleetScopes } from '../nodes/fleet-scopes.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { getEnvironment } from '../page/environment.ts'
import { drewNothing, firstPointText } from './first-point.ts'
import type { HistoryProblem } from './history-db.ts'
import { saveTextFile } from '../page/save-file.ts'
import { exportHistory, type ExportFormat } from './history-export.ts'
import { clearHistory, type NodeHistoryState } from './history-read.ts'
import { markHistoryWritten } from './history-revision.ts'
import type { HistoryRange, NodeHistory } from './history-view.ts'
import { historyOfNode } from './node-history.ts'
import { mergeHistory } from './history-merge.ts'
import { prometheusPoints, type PrometheusAsk, type PrometheusState } from './prometheus-history.ts'
import { alignPoints, gridOf, type MeasurePoints } from './prometheus-points.ts'
import { $recordingSince } from './recording.ts'

/** A node the section shows: its scope key and the name the user knows it by. */
export interface HistoryNode {
  key: string
  name: string
}

export interface ShownHistory extends NodeHistory {
  name: string
  /** The range this history was read for (the one shown until the next read lands). */
  range: HistoryRange
}

export type HistorySectionState =
  | { state: 'loading' }
  | { state: 'problem'; problem: HistoryProblem }
  | {
      state: 'ready'
      nodes: ShownHistory[]
      /** Stored records that were not ours: left out. */
      ignored: number
      /** Whether an older line's history at one of these addresses is kept apart. */
      earlierSeries: boolean
    }

function nameOf(scope: NodeScope): string {
  return scope.binding.name ?? scope.binding.url
}

/** Every node's state as one: ready once all are, a problem as soon as one has one. */
function sectionState(
  scopes: readonly NodeScope[],
  states: readonly NodeHistoryState[],
): HistorySectionState {
  const problem = states.find((each) => each.state === 'problem')
  if (problem) return problem
  const nodes: ShownHistory[] = []
  let ignored = 0
  let earlierSeries = false
  for (const [index, each] of states.entries()) {
    const scope = scopes[index]
    if (each.state !== 'ready' || !scope) return { state: 'loading' }
    nodes.push({ ...each.history, name: nameOf(scope), range: each.range })
    ignored += each.ignored
    earlierSeries ||= each.earlierSeries
  }
  return { state: 'ready', nodes, ignored, earlierSeries }
}

/** The points Prometheus has for the node asked, on that node's grid; null where none. */
function pointsFor(state: PrometheusState, times: readonly number[]): MeasurePoints | null {
  const grid = gridOf(times)
  return state.state === 'ready' && grid ? alignPoints(state.points, state.grid, grid) : null
}

/** The shown node's charts with what Prometheus kept; every chart says where its points came from. */
function withPrometheus(
  browser: HistorySectionState,
  prometheus: PrometheusState,
  ask: PrometheusAsk | null,
): HistorySectionState {
  if (browser.state !== 'ready') return browser
  const nodes = browser.nodes.map((node) => {
    const asked = ask?.times === node.times && ask.node === node.name
    const points = asked ? pointsFor(prometheus, node.times) : null
    return { ...node, ...mergeHistory(node, points) }
  })
  return { ...browser, nodes }
}

/**
 * The Analytics section of an element showing `scope`: its node first, then every other node the
 * vault knows, each read through its own history store; which node the charts show, and what the
 * last export or clear said.
 */
export const historySection = perNode((scope) => {
  const $scopes = computed($fleetScopes, (fleet) => [
    scope,
    ...fleet.filter((each) => each.binding.key !== scope.binding.key),
  ])
  const $browser = atom<HistorySectionState>({ state: 'loading' })
  onMount($browser, () => {
    let stopNodes: (() => void)[] = []
    const stopScopes = $scopes.subscribe((scopes) => {
      for (const stop of stopNodes) stop()
      const stores = scopes.map((each) => historyOfNode.of(each))
      const update = () =>
        $browser.set(
          sectionState(
            scopes,
            stores.map((store) => store.get()),
          ),
        )
      stopNodes = stores.map((store) => store.listen(update))
      update()
    })
    return () => {
      stopScopes()
      for (const stop of stopNodes) stop()
    }
  })
  const $nodes: ReadableAtom<HistoryNode[]> = computed($scopes, (scopes) =>
    scopes.map((each) => ({ key: each.binding.key, name: nameOf(each) })),
  )
  const $shown = atom(scope.binding.key)
  const $message = atom('')
  const $ask = computed([$browser, $shown], (browser, shown): PrometheusAsk | null => {
    if (browser.state !== 'ready') return null
    const node = browser.nodes.find((each) => each.node === shown) ?? browser.nodes[0]
    return node ? { node: node.name, times: node.times } : null
  })
  const $prometheus = prometheusPoints($ask)
  const $state = computed([$browser, $prometheus, $ask], withPrometheus)
  const $firstPoint = computed([$state, $shown, $recordingSince], (state, shown, since) => {
    if (state.state !== 'ready') return ''
    const node = state.nodes.find((each) => each.node === shown) ?? state.nodes[0]
    return node && drewNothing(node) ? firstPointText(since[node.node], getEnvironment().now()) : ''
  })

  async function exportAs(format: ExportFormat, from: Element): Promise<void> {
    try {
      const text = await exportHistory($nodes.get(), format)
      const type = format === 'csv' ? 'text/csv' : 'application/json'
      const saved = saveTextFile(`vault-history.${format}`, text, type, from)
      $message.set(
        saved ? `History exported as ${format.toUpperCase()}.` : 'This browser cannot save a file.',
      )
    } catch {
      $message.set('The history could not be read, so nothing was exported.')
    }
  }

  async function clear(): Promise<void> {
    const scopes = $scopes.get()
    try {
      await clearHistory(scopes.map((each) => each.binding.key))
      $message.set('History cleared.')
    } catch {
      $message.set('The history could not be cleared: the browser refused it.')
    }
    for (const each of scopes) markHistoryWritten(each)
  }

  return {
    $state: $state as ReadableAtom<HistorySectionState>,
    /** Why Prometheus's history is not shown, in the product's words; empty when it is or is off. */
    $prometheusProblem: computed($prometheus, (state) =>
      state.state === 'problem' ? `${state.message} The charts show this browser's history.` : '',
    ),
    /** When the shown node's first point comes, while its range has none; empty once it has. */
    $firstPoint,
    $nodes,
    $shown,
    $message,
    show: (key: string) => $shown.set(key),
    exportAs,
    clear,
  }
})
