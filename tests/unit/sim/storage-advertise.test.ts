import { describe, expect, it } from 'vitest'
import { blockCid } from '../../../sim/cid.ts'
import { bytes, startTestSimulator, tempDir, upload } from './sim-harness.ts'

const advertiseOf = async (api: string, cid: string) => {
  const response = await fetch(`${api}/data/${cid}/advertise`)
  return [response.status, await response.text()] as const
}

const setAdvertise = async (api: string, cid: string, query: string) => {
  const response = await fetch(`${api}/data/${cid}/advertise${query}`, { method: 'POST' })
  return [response.status, await response.text()] as const
}

const answer = (cid: string, advertise: boolean) => JSON.stringify({ cid, advertise })

/** A valid CIDv1 of a block (not a manifest). */
const aBlockCid = blockCid(new TextEncoder().encode('a block'))

describe('simulator: advertising on the Logos Storage line', () => {
  it('answers GET /data/{cid}/advertise: 200, 400 for a bad or non-manifest cid, 404 when absent', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const cid = await upload(sim.api, bytes('announced by default'))
    expect(await advertiseOf(sim.api, cid)).toEqual([200, answer(cid, true)])
    expect(await advertiseOf(sim.api, 'not-a-cid')).toEqual([400, 'Incorrect Cid'])
    expect(await advertiseOf(sim.api, aBlockCid)).toEqual([
      400,
      'CID has invalid content type for manifest {$cid}',
    ])
    const other = await startTestSimulator({ api: 'storage' })
    const elsewhere = await upload(other.api, bytes('only on the other node'))
    expect(await advertiseOf(sim.api, elsewhere)).toEqual([
      404,
      'Dataset not found in the local node',
    ])
  })

  it('changes the state with POST ?advertise=true|false and refuses a missing or non-boolean query', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const cid = await upload(sim.api, bytes('to be kept private'))
    expect(await setAdvertise(sim.api, cid, '?advertise=false')).toEqual([200, answer(cid, false)])
    expect(await advertiseOf(sim.api, cid)).toEqual([200, answer(cid, false)])
    expect(await setAdvertise(sim.api, cid, '')).toEqual([400, 'Missing advertise parameter'])
    expect(await setAdvertise(sim.api, cid, '?advertise=maybe')).toEqual([
      400,
      'Invalid advertise parameter',
    ])
    expect(await setAdvertise(sim.api, cid, '?advertise=true')).toEqual([200, answer(cid, true)])
    expect(await setAdvertise(sim.api, 'nope', '?advertise=true')).toEqual([400, 'Incorrect Cid'])
  })

  it('uploads without announcing with POST /data?advertise=false, and refuses a bad value', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const response = await fetch(`${sim.api}/data?advertise=false`, {
      method: 'POST',
      body: bytes('private upload'),
    })
    const cid = await response.text()
    expect(response.status).toBe(200)
    expect(await advertiseOf(sim.api, cid)).toEqual([200, answer(cid, false)])
    const bad = await fetch(`${sim.api}/data?advertise=nah`, { method: 'POST', body: bytes('x') })
    expect([bad.status, await bad.text()]).toEqual([400, 'Invalid advertise parameter'])
  })

  it('keeps the state across a restart and deletes it with the dataset', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const cid = await upload(sim.api, bytes('survives a restart'))
    await setAdvertise(sim.api, cid, '?advertise=false')
    const again = await sim.restart()
    expect(await advertiseOf(again.api, cid)).toEqual([200, answer(cid, false)])
    expect((await fetch(`${again.api}/data/${cid}`, { method: 'DELETE' })).status).toBe(204)
    expect((await advertiseOf(again.api, cid))[0]).toBe(404)
  })

  it('hides an unadvertised dataset from peers, even its manifest, until it is announced again', async () => {
    const networkDir = await tempDir()
    const alice = await startTestSimulator({ api: 'storage', networkDir, seed: 'alice' })
    const bob = await startTestSimulator({ api: 'storage', networkDir, seed: 'bob' })
    const hidden = await (
      await fetch(`${alice.api}/data?advertise=false`, { method: 'POST', body: bytes('hidden') })
    ).text()
    const manifest = await fetch(`${bob.api}/data/${hidden}/network/manifest`)
    expect(manifest.status).toBe(404)
    expect((await fetch(`${bob.api}/data/${hidden}/network/stream`)).status).toBe(404)
    await setAdvertise(alice.api, hidden, '?advertise=true')
    const shared = await fetch(`${bob.api}/data/${hidden}/network/manifest`)
    expect(shared.status).toBe(200)
    expect((await shared.json()).cid).toBe(hidden)
    await setAdvertise(alice.api, hidden, '?advertise=false')
    expect((await fetch(`${bob.api}/data/${hidden}/network/manifest`)).status).toBe(404)
    // After a restart the private dataset is still not offered.
    await alice.restart()
    expect((await fetch(`${bob.api}/data/${hidden}/network/manifest`)).status).toBe(404)
  })

  it('is not served on the Codex lines, which ignore the upload query', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    const cid = await upload(`${sim.api}`, bytes('codex'))
    expect((await advertiseOf(sim.api, cid))[0]).toBe(404)
    const response = await fetch(`${sim.api}/data?advertise=nah`, {
      method: 'POST',
      body: bytes('still fine'),
    })
    expect(response.status).toBe(200)
  })
})

describe('simulator: the Logos Storage line while starting and with 2026 extras', () => {
  it('answers /spr 500 "Node SPR not ready" with an empty debug/info spr during --spr-delay', async () => {
    const sim = await startTestSimulator({ api: 'storage', sprStartupDelayMs: 400 })
    const starting = await fetch(`${sim.api}/spr`)
    expect([starting.status, await starting.text()]).toEqual([
      500,
      'Node SPR not ready, try again later',
    ])
    expect((await (await fetch(`${sim.api}/debug/info`)).json()).spr).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 450))
    const ready = await fetch(`${sim.api}/spr`)
    expect(ready.status).toBe(200)
    expect((await ready.json()).spr).toMatch(/^spr:/)
  })

  it('adds repo, providerRecord, announceAddresses and dhtAddresses with --debug-info-extras', async () => {
    const plain = await startTestSimulator({ api: 'storage' })
    const plainInfo = await (await fetch(`${plain.api}/debug/info`)).json()
    for (const key of ['repo', 'providerRecord', 'announceAddresses', 'dhtAddresses']) {
      expect(plainInfo).not.toHaveProperty(key)
    }
    const sim = await startTestSimulator({ api: 'storage', debugInfoExtras: true })
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    expect(info.repo).toEqual(expect.any(String))
    expect(info.providerRecord).toEqual({ peerId: info.id, addrs: info.addrs })
    expect(info.announceAddresses).toEqual(info.addrs)
    expect(info.dhtAddresses[0]).toMatch(/\/tcp\/\d+\/p2p\//)
  })

  it('takes an unquoted filename= on upload (the Codex lines do not)', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const cid = await upload(sim.api, bytes('named'), {
      'Content-Disposition': 'attachment; filename=report.pdf',
    })
    const item = await (await fetch(`${sim.api}/data/${cid}/network/manifest`)).json()
    expect(item.manifest.filename).toBe('report.pdf')
    const codex = await startTestSimulator({ api: 'codex-0.2.5' })
    const codexCid = await upload(codex.api, bytes('named'), {
      'Content-Disposition': 'attachment; filename=report.pdf',
    })
    const codexItem = await (await fetch(`${codex.api}/data/${codexCid}/network/manifest`)).json()
    expect(codexItem.manifest.filename ?? null).toBeNull()
  })
})
