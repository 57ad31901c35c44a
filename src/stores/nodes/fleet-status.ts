import { atom, computed, onMount } from 'nanostores'
import { corsRefused } from '../node/cors-refused.ts'
import { localNetworkBlocked } from '../node/local-network.ts'
import { nodeProfile } from '../node/profile.ts'
import type { QueryValue } from '../node/query.ts'
import { marketplaceHealth, spr } from '../node/status.ts'
import { $prometheusUp } from './prometheus-up.ts'
import { awaitsPassword } from './registry.ts'
import { perNode } from './scope.ts'

/** A node's row in the fleet table, in the words the Status column shows. */
export type FleetStatus =
  | 'checking'
  | 'up'
  | 'down'
  | 'marketplace off'
  | 'browser blocked'
  | 'password needed'
  | 'password refused'
  | 'CORS refused'

/** A node's status, why it fails while it does, and who said so: the node itself or Prometheus. */
export interface NodeStatus {
  status: FleetStatus
  problem: string | null
  source: 'node' | 'Prometheus'
}

export const PROMETHEUS_DOWN = 'Prometheus could not scrape the node at its last try.'
export const PASSWORD_NEEDED = 'The node asks for a password: type it in with Edit.'

/** `hasMarketplace`: the node's line has one (a Logos Storage node is up without one). */
function statusOf(
  answer: QueryValue<string>,
  blocked: boolean,
  refused: boolean,
  marketplace: string,
  hasMarketplace: boolean | null,
  awaiting: boolean,
): FleetStatus {
  if (answer.state === 'loading') return 'checking'
  if (answer.state === 'ready' && !answer.stale) {
    const noMarket = marketplace === 'off' || marketplace === 'down'
    return noMarket && hasMarketplace !== false ? 'marketplace off' : 'up'
  }
  if (answer.error?.code === 401) return awaiting ? 'password needed' : 'password refused'
  if (blocked) return 'browser blocked'
  return refused ? 'CORS refused' : 'down'
}

/** The status the node's own answers give. */
const askedOfNode = perNode((scope) =>
  computed(
    [
      spr.of(scope),
      localNetworkBlocked.of(scope),
      corsRefused.of(scope),
      marketplaceHealth.of(scope),
      nodeProfile.of(scope),
    ],
    (answer, blocked, refused, market, profile): NodeStatus => {
      const status = statusOf(
        answer,
        blocked,
        refused,
        market,
        profile.state === 'ready' ? profile.data.capabilities.marketplace : null,
        awaitsPassword(scope.binding.key),
      )
      const problem = answer.state === 'loading' ? null : (answer.error?.message ?? null)
      return {
        status,
        problem: status === 'password needed' ? PASSWORD_NEEDED : problem,
        source: 'node',
      }
    },
  ),
)

/**
 * A node's status: from Prometheus while it has the node (by the vault's name for it), and then
 * not read from the node's own answers at all; else from those.
 */
export const nodeStatus = perNode((scope) => {
  const $status = atom<NodeStatus>({ status: 'checking', problem: null, source: 'node' })
  onMount($status, () => {
    let stopAsking: (() => void) | null = null
    const follow = () => {
      const scraped = $prometheusUp.get()
      const name = scope.binding.name
      const up = scraped.state === 'ready' && name !== null ? scraped.byNode.get(name) : undefined
      if (up === undefined) {
        stopAsking ??= askedOfNode.of(scope).subscribe((status) => $status.set(status))
        return
      }
      stopAsking?.()
      stopAsking = null
      $status.set({
        status: up ? 'up' : 'down',
        problem: up ? null : PROMETHEUS_DOWN,
        source: 'Prometheus',
      })
    }
    const stopFollowing = $prometheusUp.subscribe(follow)
    return () => {
      stopFollowing()
      stopAsking?.()
      stopAsking = null
    }
  })
  return $status
})
