import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { QueryStore } from '../node/query.ts'
import type { Cadence } from '../node/query-poll.ts'
import { filesQuery } from '../node/files.ts'
import { space } from '../node/space.ts'
import { debugInfo, marketplace, spr } from '../node/status.ts'
import { getEnvironment } from '../page/environment.ts'
import { $leadingTab } from '../page/tab-lead.ts'
import { $fleetScopes } from './fleet-scopes.ts'
import { holdScope, type NodeScope } from './scope.ts'
import {
  HEALTH_INTERVAL,
  FILES_MS,
  FACTS_MS,
  HIDDEN_FACTS_MS,
  OTHER_NODES_MS,
} from '../cadences.ts'

/** A node the vault watches, and whether it is the one the page shows. */
export interface WatchedNode {
  scope: NodeScope
  active: boolean
}

type Fact = 'health' | 'space' | 'peers' | 'files'

/** How often each fact of a node is asked, by whether it is the active node and this tab leads. */
export function cadenceOf(fact: Fact, active: boolean, leading: boolean): Cadence {
  const visible =
    fact === 'files'
      ? FILES_MS
      : fact !== 'health'
        ? FACTS_MS
        : active
          ? HEALTH_INTERVAL
          : OTHER_NODES_MS
  if (!leading) return { visible }
  return { visible, hidden: Math.max(visible, HIDDEN_FACTS_MS) }
}

/**
 * The queries the watch keeps asking, by fact: the ones the views, rules and history read. The
 * file list (24 MB at 100,000 files) only from the leading tab, which records it: another tab asks
 * it only while a view there shows it, at the list's own cadence.
 */
function queriesOf(scope: NodeScope, leading: boolean): [Fact, QueryStore<unknown>][] {
  const queries: [Fact, QueryStore<unknown>][] = [
    ['health', spr.of(scope)],
    ['health', marketplace.of(scope)],
    ['space', space.of(scope)],
    ['peers', debugInfo.of(scope)],
  ]
  if (leading) queries.push(['files', filesQuery.of(scope) as QueryStore<unknown>])
  return queries
}

interface Held {
  scope: NodeScope
  active: boolean
  leading: boolean
  release: () => void
}

function hold(scope: NodeScope, active: boolean, leading: boolean): Held {
  const stops = [holdScope(scope)]
  for (const [fact, query] of queriesOf(scope, leading))
    stops.push(query.hold(cadenceOf(fact, active, leading)))
  return {
    scope,
    active,
    leading,
    release: () => {
      for (const stop of stops) stop()
    },
  }
}

const $watched = atom<readonly WatchedNode[]>([])

/**
 * Every node the vault knows, watched: while anything listens (the shell, the alerts, the history
 * recorder, the Nodes page), each node's health, space, peers and files are asked at their cadence
 * through the queries the views use, so a view of the same fact adds no request. It starts once
 * the page has painted and is idle: the views ask the active node's facts meanwhile.
 */
export const $fleetWatch: ReadableAtom<readonly WatchedNode[]> = $watched

onMount($watched, () => {
  const held = new Map<string, Held>()
  let stopFollowing = () => {}

  function sync(): void {
    const scopes = $fleetScopes.get()
    const leading = $leadingTab.get()
    const active = scopes[0]
    const next = new Map<string, Held>()
    for (const scope of scopes) {
      const isActive = scope === active
      const previous = held.get(scope.binding.key)
      const same =
        previous?.scope === scope && previous.active === isActive && previous.leading === leading
      // The new holds first: a query held throughout never stops in between.
      next.set(scope.binding.key, same ? previous : hold(scope, isActive, leading))
    }
    for (const [key, each] of held) if (next.get(key) !== each) each.release()
    held.clear()
    for (const [key, each] of next) held.set(key, each)
    $watched.set(scopes.map((scope) => ({ scope, active: scope === active })))
  }

  const cancelStart = getEnvironment().whenIdle(() => {
    const stops = [$leadingTab.listen(sync), $fleetScopes.subscribe(sync)]
    stopFollowing = () => {
      for (const stop of stops) stop()
    }
  })
  return () => {
    cancelStart()
    stopFollowing()
    for (const each of held.values()) each.release()
    held.clear()
    $watched.set([])
  }
})
