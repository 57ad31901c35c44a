import { computed } from 'nanostores'
import { availabilitiesQuery } from '../node/availabilities.ts'
import { corsRefused } from '../node/cors-refused.ts'
import { filesQuery } from '../node/files.ts'
import { localNetworkBlocked } from '../node/local-network.ts'
import type { QueryValue } from '../node/query.ts'
import { nodeProfile, nodeTitleOf } from '../node/profile.ts'
import { perNode } from './scope.ts'
import { debugInfo, marketplaceHealth, spr } from '../node/status.ts'
import { FINAL_PURCHASE_STATES, purchasesQuery } from '../node/purchases.ts'
import { space } from '../node/space.ts'

/** A node's row in the fleet table, in the words the Status column shows. */
export type FleetStatus =
  | 'checking'
  | 'up'
  | 'down'
  | 'marketplace off'
  | 'browser blocked'
  | 'password refused'
  | 'CORS refused'

export interface FleetRow {
  status: FleetStatus
  /** Why the node fails, in its own words, while it does. */
  problem: string | null
  /** "Codex 0.2.5", "Logos Storage 0.4.4"; null until known. */
  title: string | null
  marketplace: boolean | null
  usedBytes: bigint | null
  quotaBytes: bigint | null
  files: number | null
  peers: number | null
  availabilities: number | null
  purchasesInProgress: number | null
}

function dataOf<T>(value: QueryValue<T>): T | null {
  return value.state === 'ready' ? value.data : null
}

/** `hasMarketplace`: the node's line has one (a Logos Storage node is up without one). */
function statusOf(
  answer: QueryValue<string>,
  blocked: boolean,
  refused: boolean,
  marketplace: string,
  hasMarketplace: boolean | null,
): FleetStatus {
  if (answer.state === 'loading') return 'checking'
  if (answer.state === 'ready' && !answer.stale) {
    const noMarket = marketplace === 'off' || marketplace === 'down'
    return noMarket && hasMarketplace !== false ? 'marketplace off' : 'up'
  }
  if (answer.error?.code === 401) return 'password refused'
  if (blocked) return 'browser blocked'
  return refused ? 'CORS refused' : 'down'
}

/** One node's row: each from its own node's stores, so one failing node fails only its row. */
export const fleetRow = perNode((scope) =>
  computed(
    [
      spr.of(scope),
      localNetworkBlocked.of(scope),
      corsRefused.of(scope),
      marketplaceHealth.of(scope),
      nodeProfile.of(scope),
      nodeTitleOf.of(scope),
      space.of(scope),
      filesQuery.of(scope),
      debugInfo.of(scope),
      availabilitiesQuery.of(scope),
      purchasesQuery.of(scope),
    ],
    (answer, blocked, refused, market, profile, title, quota, files, info, sales, purchases) => {
      const marketplace = profile.state === 'ready' ? profile.data.capabilities.marketplace : null
      const status = statusOf(answer, blocked, refused, market, marketplace)
      const hasMarket = marketplace === true && market !== 'off'
      const disk = dataOf(quota)
      const bought = dataOf(purchases)
      return {
        status,
        problem: answer.state === 'loading' ? null : (answer.error?.message ?? null),
        title,
        marketplace,
        usedBytes: disk?.quotaUsedBytes ?? null,
        quotaBytes: disk?.quotaMaxBytes ?? null,
        files: dataOf(files)?.length ?? null,
        peers: dataOf(info)?.peers.length ?? null,
        availabilities: hasMarket ? (dataOf(sales)?.length ?? null) : null,
        purchasesInProgress: hasMarket
          ? (bought?.filter((each) => !FINAL_PURCHASE_STATES.has(each.state)).length ?? null)
          : null,
      } satisfies FleetRow
    },
  ),
)

export interface FleetTotals {
  usedBytes: bigint
  quotaBytes: bigint
  files: number
  peers: number
  availabilities: number
  purchasesInProgress: number
  up: number
}

/** The totals line: what the rows that answered add up to. */
export function fleetTotals(rows: readonly FleetRow[]): FleetTotals {
  const totals: FleetTotals = {
    usedBytes: 0n,
    quotaBytes: 0n,
    files: 0,
    peers: 0,
    availabilities: 0,
    purchasesInProgress: 0,
    up: 0,
  }
  for (const row of rows) {
    totals.usedBytes += row.usedBytes ?? 0n
    totals.quotaBytes += row.quotaBytes ?? 0n
    totals.files += row.files ?? 0
    totals.peers += row.peers ?? 0
    totals.availabilities += row.availabilities ?? 0
    totals.purchasesInProgress += row.purchasesInProgress ?? 0
    if (row.status === 'up' || row.status === 'marketplace off') totals.up += 1
  }
  return totals
}
