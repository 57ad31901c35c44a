import { computed } from 'nanostores'
import type { MarketplaceStatus } from '../api/marketplace-calls.ts'
import { ok, type Result } from '../api/result.ts'
import { marketplace, marketplaceAbsenceOf } from './node-status.ts'
import type { QueryValue } from './node-query.ts'
import { nodeTitleOf } from './node-profile.ts'
import { ACTIVE_SCOPE, perNode, type NodeScope } from './node-scope.ts'

/** Why a node has no marketplace: its line has none (Logos Storage), or it runs without it. */
export type MarketplaceAbsence = Extract<MarketplaceStatus, { available: false }>

/** The question to the marketplace status still waiting for its answer, per node. */
const asking = perNode(() => ({
  now: undefined as Promise<QueryValue<MarketplaceStatus>> | undefined,
}))

/**
 * The marketplace status once it has an answer. While it is watched (the pages show its notice)
 * its answer is current; unwatched, the one it kept may be old, so it is asked again, once for
 * every read waiting meanwhile.
 */
function settledStatus(scope: NodeScope): Promise<QueryValue<MarketplaceStatus>> {
  const $marketplace = marketplace.of(scope)
  const waiting = asking.of(scope)
  const now = $marketplace.get()
  // A question still waiting is shared, unless its listener was taken away (the store was
  // cleaned): then it would never hear the answer, and every read after it would wait forever.
  if (waiting.now && $marketplace.lc > 0) return waiting.now
  if (now.state !== 'loading' && $marketplace.lc > 0) return Promise.resolve(now)
  const fresh = new Promise<QueryValue<MarketplaceStatus>>((resolve) => {
    const unbind = $marketplace.listen((value) => {
      if (value.state === 'loading') return
      unbind()
      waiting.now = undefined
      resolve(value)
    })
  })
  waiting.now = fresh
  // Listening mounts it (and so asks) unless it is still mounted from a moment ago.
  $marketplace.refetchIfIdle()
  return fresh
}

/**
 * Why the node has no marketplace, or null when it has one (or cannot be asked: then the call
 * itself says what is wrong). The detected line answers first, so a node that came back as
 * Logos Storage is never asked a marketplace question before the status catches up.
 */
export async function marketplaceAbsence(
  scope: NodeScope = ACTIVE_SCOPE,
): Promise<MarketplaceAbsence | null> {
  const profile = await scope.client().detect()
  if (!profile.error && !profile.data.capabilities.marketplace) {
    return { available: false, reason: 'no-marketplace', message: 'This node has no marketplace.' }
  }
  const status = await settledStatus(scope)
  return status.state === 'ready' && !status.data.available ? status.data : null
}

/**
 * A marketplace read that never reaches the client on a node without a marketplace: it answers
 * `none` there (no availabilities, no purchases), which the pages show as the node's notice.
 */
export async function marketplaceRead<T>(
  read: () => Promise<Result<T>>,
  none: T,
  scope: NodeScope = ACTIVE_SCOPE,
): Promise<Result<T>> {
  return (await marketplaceAbsence(scope)) ? ok(none) : read()
}

/**
 * What the marketplace sections say on a node without one, in the spec's calm tone; null while
 * the node has one or it is not known yet.
 */
export function marketplaceAbsenceText(absence: MarketplaceAbsence, title: string | null): string {
  if (absence.reason === 'no-persistence') {
    return `${title ?? 'This Codex node'} runs without its marketplace: buying and selling storage needs the node started with persistence (its persistence command and an Ethereum provider).`
  }
  return `${title ?? 'This node'} has no marketplace: buying and selling storage needs a Codex marketplace node.`
}

/** The heading over that notice wherever a marketplace section stands in for its content. */
export const NO_MARKETPLACE_TITLE = 'No marketplace on this node'

/** What a marketplace action says instead of sending anything, on a node without a marketplace. */
export async function marketplaceAbsenceNotice(
  scope: NodeScope = ACTIVE_SCOPE,
): Promise<string | null> {
  const absence = await marketplaceAbsence(scope)
  return absence && marketplaceAbsenceText(absence, nodeTitleOf.of(scope).get())
}

/** The notice Purchases, Host and both wizards show instead of their content; null otherwise. */
export const marketplaceNotice = perNode((scope) =>
  computed([marketplaceAbsenceOf.of(scope), nodeTitleOf.of(scope)], (absence, title) =>
    absence ? marketplaceAbsenceText(absence, title) : null,
  ),
)

export const $marketplaceNotice = marketplaceNotice.of(ACTIVE_SCOPE)
