import type { LineTraits } from './api-line.ts'
import type { Faults } from './faults.ts'
import type { SimulatedClock } from './clock.ts'
import type { Marketplace } from './marketplace/marketplace.ts'
import type { PeerIdentity } from './network/identity.ts'
import type { NatState } from './network/nat.ts'
import type { BackgroundDownloads } from './network/background-downloads.ts'
import type { SimulatedPeer } from './network/peers.ts'
import type { SharedNetwork } from './network/shared-network.ts'
import type { SimulatorOptions } from './options.ts'
import type { SeededRandom } from './random.ts'
import type { DatasetStore } from './storage/dataset-store.ts'
import type { SentryInbox } from './services/sentry-inbox.ts'
import type { RequestCounter } from './http/request-counter.ts'

/** Everything a route may touch; one per running simulator. */
export interface NodeContext {
  options: SimulatorOptions
  /** The node line served now; `POST /_sim/api` restarts the node as another one. */
  line: LineTraits
  /** The node API prefix now: `--api-prefix`, else the line's. */
  prefix: string
  store: DatasetStore
  network: SharedNetwork
  identity: PeerIdentity
  peers: SimulatedPeer[]
  random: SeededRandom
  /** The `--files` datasets' upload dates by cid (a node keeps none; `GET /_sim/seeded-dates`). */
  seededDates: ReadonlyMap<string, number>
  clock: SimulatedClock
  faults: Faults
  marketplace: Marketplace
  sentry: SentryInbox
  /** Node API requests counted since start or the last reset (GET/DELETE /_sim/requests). */
  requests: RequestCounter
  /** Real time (ms) from which GET /spr answers. */
  sprReadyAt: number
  logLevel: string
  /** Logos Storage's own reachability report, set through `POST /_sim/nat`. */
  nat: NatState
  /** Peers dialled with `GET /connect` (direct downloads also ask them for blocks). */
  connectedPeers: Set<string>
  /** Logos Storage's network fetches under way. */
  downloads: BackgroundDownloads
}

/** Bytes the marketplace holds back from the quota (a node without a marketplace holds none). */
export const reservedBytes = (node: NodeContext): number =>
  node.line.marketplaceRoutes ? node.marketplace.reservedBytes() : 0
