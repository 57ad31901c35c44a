import { atom, onMount, task } from 'nanostores'
import type { PeerRecord } from '../api/schemas/node.ts'
import type { GeoLocation } from '../api/schemas/services.ts'
import { lookupGeo } from '../api/services.ts'
import { $debugInfo } from './node-status.ts'
import { $echoUrl } from './services.ts'

/** A peer of the node's table placed on the map by the echo service's geo lookup. */
export interface PeerLocation {
  peerId: string
  active: boolean
  country: string
  latitude: number
  longitude: number
}

/** The peers of `/debug/info` that could be located; loads when the first map appears. */
export const $peerLocations = atom<PeerLocation[]>([])

// A peer's IP rarely moves: one lookup per IP and page is enough. Failures are kept as null.
const lookups = new Map<string, Promise<GeoLocation | null>>()

function ipOf(peer: PeerRecord): string | null {
  const host = peer.address?.split(':')[0]?.trim()
  return host ? host : null
}

function locate(ip: string): Promise<GeoLocation | null> {
  const key = `${$echoUrl.get()} ${ip}`
  let lookup = lookups.get(key)
  if (!lookup) {
    lookup = lookupGeo($echoUrl.get(), ip).then((result) => (result.error ? null : result.data))
    lookups.set(key, lookup)
  }
  return lookup
}

async function placePeers(peers: readonly PeerRecord[]): Promise<PeerLocation[]> {
  const placed = await Promise.all(
    peers.map(async (peer) => {
      const ip = ipOf(peer)
      const geo = ip ? await locate(ip) : null
      if (!geo) return null
      const { country, latitude, longitude } = geo
      return { peerId: peer.peerId, active: peer.seen, country, latitude, longitude }
    }),
  )
  return placed.filter((peer) => peer !== null)
}

onMount($peerLocations, () => {
  let generation = 0
  return $debugInfo.subscribe((info) => {
    if (info.state !== 'ready') return
    const mine = ++generation
    void task(async () => {
      const placed = await placePeers(info.data.table.nodes)
      if (mine === generation) $peerLocations.set(placed)
    })
  })
})
