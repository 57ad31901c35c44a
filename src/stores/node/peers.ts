import { computed } from 'nanostores'
import { revalidatedBy } from './query.ts'
import { getEnvironment } from '../page/environment.ts'
import { isActivePeer } from './peer-activity.ts'
import { perNode } from '../nodes/scope.ts'
import { debugInfo } from './status.ts'
import { peerLocations } from './peer-locations.ts'

/** A peer of the node's table as the Peers page lists it. */
export interface PeerRow {
  peerId: string
  /** The addresses the node knows for it: `ip:port` (v0.2.x) or multiaddrs (2026); may be none. */
  addresses: string[]
  /** When the node last saw it (unix seconds), where the node says (2026 nodes). */
  lastSeen: number | null
  active: boolean
  /** The country the geo lookup gave, or null when there is none (yet). */
  country: string | null
  /** The country's flag as an emoji, or empty. */
  flag: string
  /** Why there is no country: the node knows no address, or the lookup found nothing. */
  place: 'located' | 'no address' | 'unknown'
}

/** Every peer of the node's `/debug/info`, placed where the geo lookup could place it. */
export const peerRows = perNode((scope) =>
  revalidatedBy(
    computed([debugInfo.of(scope), peerLocations.of(scope)], (info, locations) => {
      if (info.state !== 'ready') return []
      const located = new Map(locations.map((location) => [location.peerId, location]))
      const now = getEnvironment().now()
      return info.data.peers.map((peer): PeerRow => {
        const location = located.get(peer.peerId)
        const country = location?.country ?? null
        const place = country !== null ? 'located' : peer.ip === null ? 'no address' : 'unknown'
        const flag = flagOf(location?.countryIso ?? '')
        return {
          peerId: peer.peerId,
          addresses: peer.addresses,
          lastSeen: peer.lastSeen,
          active: isActivePeer(peer, now),
          country,
          flag,
          place,
        }
      })
    }),
    debugInfo.of(scope),
  ),
)

/** A country's flag emoji from its two-letter code (regional indicator symbols); empty otherwise. */
export function flagOf(iso: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso)) return ''
  return String.fromCodePoint(
    ...[...iso.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)),
  )
}

/** The gauge's needle: the share of active peers times 180 degrees (spec section 4). */
export function gaugeAngle(active: number, total: number): number {
  return total > 0 ? (Math.min(active, total) / total) * 180 : 0
}

/** Good when at least one peer is active. */
export function connectionQuality(active: number): 'good' | 'poor' {
  return active >= 1 ? 'good' : 'poor'
}

/** The legend bucket of a pin with `count` peers at one place: 1-3, 3-5 or 5+. */
export function pinBucket(count: number): '1-3' | '3-5' | '5+' {
  return count > 5 ? '5+' : count > 3 ? '3-5' : '1-3'
}

/** Orders rows by country for the table; peers without one come last either way. */
export function compareCountries(a: PeerRow, b: PeerRow): number {
  if (a.country === b.country) return 0
  if (a.country === null) return 1
  if (b.country === null) return -1
  return a.country.localeCompare(b.country)
}
