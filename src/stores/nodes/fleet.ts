import { computed } from 'nanostores'
import { availabilitiesQuery } from '../node/availabilities.ts'
import { filesQuery } from '../node/files.ts'
import type { QueryValue } from '../node/query.ts'
import { nodeProfile, nodeTitleOf } from '../node/profile.ts'
import { nodeStatus, type FleetStatus, type NodeStatus } from './fleet-status.ts'
import { perNode } from './scope.ts'
import { debugInfo, marketplaceHealth } from '../node/status.ts'
import { FINAL_PURCHASE_STATES, purchasesQuery } from '../node/purchases.ts'
import { space } from '../node/space.ts'

export interface FleetRow {
  status: FleetStatus
  /** Why the node fails, in its own words (or Prometheus's), while it does. */
  problem: string | null
  /** Who said the status: the node's own answers, or Prometheus's last scrape of it. */
  statusSource: NodeStatus['source']
  /** "Codex 0.2.5", "Logos Storage 0.4.4"; null until known. */
  title: string | null
  marketplace: boolean | null
  /**
   * Why the node has no availabilities or purchases while it has none: its line has no marketplace,
   * or a Codex node runs without it (no persistence); null while it has one or it is not known.
   */
  noMarketplace: 'line' | 'off' | null
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

/** One node's row: each from its own node's stores, so one failing node fails only its row. */
export const fleetRow = perNode((scope) =>
  computed(
    [
      nodeStatus.of(scope),
      marketplaceHealth.of(scope),
      nodeProfile.of(scope),
      nodeTitleOf.of(scope),
      space.of(scope),
      filesQuery.of(scope),
      debugInfo.of(scope),
      availabilitiesQuery.of(scope),
      purchasesQuery.of(scope),
    ],
    (status, market, profile, title, quota, files, info, sales, purchases) => {
      const marketplace = profile.state === 'ready' ? profile.data.capabilities.marketplace : null
      const hasMarket = marketplace === true && market !== 'off'
      const disk = dataOf(quota)
      const bought = dataOf(purchases)
      return {
        status: status.status,
        problem: status.problem,
        statusSource: status.source,
        title,
        marketplace,
        noMarketplace:
          marketplace === false ? 'line' : marketplace && market === 'off' ? 'off' : null,
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
  /** Rows of a node that may have availabilities and purchases (a marketplace, or not known yet). */
  marketplaces: number
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
    marketplaces: 0,
  }
  for (const row of rows) {
    totals.usedBytes += row.usedBytes ?? 0n
    totals.quotaBytes += row.quotaBytes ?? 0n
    totals.files += row.files ?? 0
    totals.peers += row.peers ?? 0
    totals.availabilities += row.availabilities ?? 0
    totals.purchasesInProgress += row.purchasesInProgress ?? 0
    if (row.status === 'up' || row.status === 'marketplace off') totals.up += 1
    if (row.noMarketplace === null) totals.marketplaces += 1
  }
  return totals
}
