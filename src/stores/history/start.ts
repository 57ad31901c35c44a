import { atom, onMount } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { $fleetWatch } from '../nodes/fleet-watch.ts'
import type { NodeScope } from '../nodes/scope.ts'
import { getEnvironment } from '../page/environment.ts'
import { $leadingTab } from '../page/tab-lead.ts'

/** The recorder and IndexedDB code: loaded once the page has painted and is idle. */
const recorder = lazyModule(() => import('./recorder.ts'))

/**
 * The nodes this tab records now: every node the fleet watch watches while this tab leads, none
 * while another does (a tab that lost the lead stops at once). Listening starts the lead election,
 * then, once the page has painted and is idle, the recorder, which follows the watch (and so keeps
 * it watching); each answer the watch's polls get goes into the history, so it gets a point at the
 * watch's cadence.
 */
export const $recordedNodes = atom<readonly NodeScope[]>([])

onMount($recordedNodes, () => {
  const recording = new Map<NodeScope, () => void>()
  let stopped = false
  let stopFollowing = () => {}

  function sync(recordNode: (scope: NodeScope) => () => void): void {
    const wanted = $leadingTab.get() ? $fleetWatch.get().map(({ scope }) => scope) : []
    for (const [scope, stop] of recording) {
      if (wanted.includes(scope)) continue
      stop()
      recording.delete(scope)
    }
    for (const scope of wanted) if (!recording.has(scope)) recording.set(scope, recordNode(scope))
    $recordedNodes.set([...recording.keys()])
  }

  // The election starts now; the recorder's code only after the first paint.
  const stopLead = $leadingTab.listen(() => {})
  const load = () =>
    recorder.load().then(
      ({ recordNode }) => {
        if (stopped) return
        const follow = () => sync(recordNode)
        const stops = [$fleetWatch.subscribe(follow), $leadingTab.listen(follow)]
        stopFollowing = () => {
          for (const stop of stops) stop()
        }
      },
      () => {
        // The chunk did not load (offline): this page records nothing, every view still works.
      },
    )
  const cancelIdle = getEnvironment().whenIdle(load)
  return () => {
    stopped = true
    cancelIdle()
    stopFollowing()
    for (const stop of recording.values()) stop()
    recording.clear()
    $recordedNodes.set([])
    stopLead()
  }
})
