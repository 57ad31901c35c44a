import { atom, onMount, task } from 'nanostores'
import * as z from 'zod/mini'
import { ipOf, type NodePeer } from '../../api/node-info.ts'
import { GeoLocation } from '../../api/schemas/services.ts'
import { services } from '../../api/service-client.ts'
import { getEnvironment } from '../page/environment.ts'
import { debugInfo } from './status.ts'
import { perNode } from '../nodes/scope.ts'
import { isActivePeer } from './peer-activity.ts'
import { persistentValue, readWith } from '../page/persistent-value.ts'
import { once } from '../../lib/once.ts'
import { $echoUrl } from '../page/services.ts'

/** At most this many geo lookups are under way at once. */
export const GEO_LOOKUP_CONCURRENCY = 4

/** Made at the first read, not when the home chunk evaluates. */
const GeoCache = once(() => z.record(z.string(), GeoLocation()))

/** Places already looked up, by echo service and IP, kept across reloads (a peer's IP rarely moves). */
export const $geoCache = persistentValue<Record<string, GeoLocation>>(
  'codex-geo-cache',
  (json) => readWith(GeoCache())(json),
  {},
)

/** A peer of the node's table placed on the map by the echo service's geo lookup. */
export interface PeerLocation {
  peerId: string
  active: boolean
  country: string
  /** ISO 3166 alpha-2 code, for the flag; empty when the service gave none. */
  countryIso: string
  latitude: number
  longitude: number
}

// One lookup per IP and page; failures are kept as null for the page, successes across reloads.
const lookups = new Map<string, Promise<GeoLocation | null>>()
const waiting: (() => void)[] = []
let inFlight = 0

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= GEO_LOOKUP_CONCURRENCY) await new Promise<void>((go) => waiting.push(go))
  inFlight += 1
  try {
    return await work()
  } finally {
    inFlight -= 1
    waiting.shift()?.()
  }
}

function locate(ip: string): Promise<GeoLocation | null> {
  const key = `${$echoUrl.get()} ${ip}`
  const cached = $geoCache.get()[key]
  if (cached) return Promise.resolve(cached)
  let lookup = lookups.get(key)
  if (!lookup) {
    lookup = limited(() =>
      services.lookupGeo($echoUrl.get(), ip, { transport: getEnvironment() }),
    ).then((result) => {
      if (result.error) return null
      $geoCache.set({ ...$geoCache.get(), [key]: result.data })
      return result.data
    })
    lookups.set(key, lookup)
  }
  return lookup
}

async function placePeers(peers: readonly NodePeer[]): Promise<PeerLocation[]> {
  const now = getEnvironment().now()
  const placed = await Promise.all(
    peers.map(async (peer) => {
      const geo = peer.ip ? await locate(peer.ip) : null
      if (!geo) return null
      const { country, country_iso: countryIso, latitude, longitude } = geo
      const active = isActivePeer(peer, now)
      return { peerId: peer.peerId, active, country, countryIso, latitude, longitude }
    }),
  )
  return placed.filter((peer) => peer !== null)
}

function announcedIp(addresses: readonly string[]): string | null {
  const ip = addresses[0] === undefined ? null : ipOf(addresses[0])
  return ip && /^[\d.]+$|:/.test(ip) ? ip : null
}

/**
 * One node's map: the peers of its `/debug/info` that could be located, and where the node
 * itself is (from the IP of its first announce address; null if unknown). Loads when the first
 * map of that node appears; the places found are shared by every node (they are about IPs).
 */
export const peerMap = perNode((scope) => {
  const $peerLocations = atom<PeerLocation[]>([])
  const $nodeLocation = atom<{ latitude: number; longitude: number } | null>(null)
  onMount($peerLocations, () => {
    let generation = 0
    return debugInfo.of(scope).subscribe((info) => {
      if (info.state !== 'ready') return
      const mine = ++generation
      void task(async () => {
        const ownIp = announcedIp(info.data.announcedAddresses)
        const [placed, own] = await Promise.all([
          placePeers(info.data.peers),
          ownIp ? locate(ownIp) : Promise.resolve(null),
        ])
        if (mine !== generation) return
        $peerLocations.set(placed)
        $nodeLocation.set(own && { latitude: own.latitude, longitude: own.longitude })
      })
    })
  })
  return { $peerLocations, $nodeLocation }
})

export const peerLocations = perNode((scope) => peerMap.of(scope).$peerLocations)
export const nodeLocation = perNode((scope) => peerMap.of(scope).$nodeLocation)
