import type { Faults } from './faults.ts'
import type { SimulatedClock } from './clock.ts'
import type { Marketplace } from './marketplace/marketplace.ts'
import type { PeerIdentity } from './network/identity.ts'
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
  store: DatasetStore
  network: SharedNetwork
  identity: PeerIdentity
  peers: SimulatedPeer[]
  random: SeededRandom
  clock: SimulatedClock
  faults: Faults
  marketplace: Marketplace
  sentry: SentryInbox
  /** Node API requests counted since start or the last reset (GET/DELETE /_sim/requests). */
  requests: RequestCounter
  /** Real time (ms) from which GET /spr answers. */
  sprReadyAt: number
  logLevel: string
}
