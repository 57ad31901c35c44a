import { computed } from 'nanostores'
import type { MarketplaceStatus } from '../../api/marketplace-calls.ts'
import { ok, type Result } from '../../api/result.ts'
import { marketplace, marketplaceAbsenceOf } from './status.ts'
import { nodeTitleOf } from './profile.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'

/** Why a node has no marketplace: its line has none (Logos Storage), or it runs without it. */
export type MarketplaceAbsence = Extract<MarketplaceStatus, { available: false }>

/**
 * Why the node has no marketplace, or null when it has one (or cannot be asked: then the call
 * itself says what is wrong). The detected line answers first, so a node that came back as
 * Logos Storage is never asked a marketplace question before the status catches up.
 */
export async function marketplaceAbsence(scope: NodeScope): Promise<MarketplaceAbsence | null> {
  const profile = await scope.client().detect()
  if (!profile.error && !profile.data.capabilities.marketplace) {
    return { available: false, reason: 'no-marketplace', message: 'This node has no marketplace.' }
  }
  const status = await marketplace.of(scope).settled()
  return status.state === 'ready' && !status.data.available ? status.data : null
}

/**
 * A marketplace read that never reaches the client on a node without a marketplace: it answers
 * `none` there (no availabilities, no purchases), which the pages show as the node's notice.
 */
export async function marketplaceRead<T>(
  scope: NodeScope,
  read: () => Promise<Result<T>>,
  none: T,
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
export async function marketplaceAbsenceNotice(scope: NodeScope): Promise<string | null> {
  const absence = await marketplaceAbsence(scope)
  return absence && marketplaceAbsenceText(absence, nodeTitleOf.of(scope).get())
}

/** The notice Purchases, Host and both wizards show instead of their content; null otherwise. */
export const marketplaceNotice = perNode((scope) =>
  computed([marketplaceAbsenceOf.of(scope), nodeTitleOf.of(scope)], (absence, title) =>
    absence ? marketplaceAbsenceText(absence, title) : null,
  ),
)
