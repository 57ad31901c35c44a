import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import { fakeNode, resetEnvironment, sampleDebugInfo } from './fake-environment.ts'

useTestStorageEngine()
const { debugInfo } = await import('../../../src/stores/node/status.ts')
const { $geoCache, GEO_LOOKUP_CONCURRENCY, nodeLocation, peerLocations } =
  await import('../../../src/stores/node/peer-locations.ts')
const { $echoUrl } = await import('../../../src/stores/page/services.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const peers = Array.from({ length: 10 }, (_, index) => ({
  peerId: `16Uiu${index}`,
  addresses: [`198.51.100.${index + 1}:8090`],
  ip: `198.51.100.${index + 1}`,
  seen: index % 2 === 0,
  lastSeen: null,
}))

describe('peer locations', () => {
  let inFlight = 0
  let most = 0
  let calls = 0
  beforeEach(() => {
    cleanTestStorage()
    inFlight = most = calls = 0
    peerLocations.of($activeScope.get()).set([])
    const node = fakeNode()
    node.answers.debugInfo = () =>
      ok(
        sampleDebugInfo({
          peers: [
            ...peers,
            { peerId: 'nowhere', addresses: [], ip: null, seen: true, lastSeen: null },
          ],
        }),
      )
    $echoUrl.set('http://echo.test')
    vi.stubGlobal('fetch', async (url: string) => {
      calls += 1
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight -= 1
      const ip = new URL(url).searchParams.get('ip')
      return new Response(
        JSON.stringify({ country: `Land ${ip}`, country_iso: 'LD', latitude: 1, longitude: 2 }),
      )
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    cleanStores(peerLocations.of($activeScope.get()), debugInfo.of($activeScope.get()))
    resetEnvironment()
  })

  it('looks up at most four at a time, places every peer with an address and this node, and keeps the places', async () => {
    const unbind = peerLocations.of($activeScope.get()).listen(() => {})
    await vi.waitFor(() => expect(peerLocations.of($activeScope.get()).get()).toHaveLength(10))
    unbind()
    // Ten peers with an address, plus this node's own announced IP for its marker.
    expect(calls).toBe(11)
    expect(nodeLocation.of($activeScope.get()).get()).toEqual({ latitude: 1, longitude: 2 })
    expect(most).toBeLessThanOrEqual(GEO_LOOKUP_CONCURRENCY)
    expect(most).toBeGreaterThan(1)
    expect(Object.keys($geoCache.get())).toHaveLength(11)
    await allTasks()
  })

  it('does not ask again for a place it keeps from before', async () => {
    $geoCache.set({
      [`http://echo.test 198.51.100.1`]: {
        country: 'Kept',
        country_iso: 'KP',
        latitude: 0,
        longitude: 0,
      },
    })
    const unbind = peerLocations.of($activeScope.get()).listen(() => {})
    await vi.waitFor(() =>
      expect(
        peerLocations
          .of($activeScope.get())
          .get()
          .find((peer) => peer.peerId === '16Uiu0')?.country,
      ).toBe('Kept'),
    )
    unbind()
  })
})
