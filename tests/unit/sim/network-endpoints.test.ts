import { describe, expect, it } from 'vitest'
import { blockCid } from '../../../sim/cid.ts'
import { bytes, randomBytes, startTestSimulator, tempDir, upload } from './sim-harness.ts'
import { fingerprint } from './sim-process.ts'

async function seededCids(url: string): Promise<string[]> {
  return (await (await fetch(`${url}/_sim/state`)).json()).networkCids
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 20))
}

describe('simulator network fetches', () => {
  it('fetches a remote dataset: manifest first, then it appears in /data', async () => {
    const sim = await startTestSimulator()
    const [cid = ''] = await seededCids(sim.url)
    const manifest = await fetch(`${sim.api}/data/${cid}/network/manifest`)
    expect(manifest.status).toBe(200)
    const item = await manifest.json()
    expect(item).toEqual({
      cid,
      manifest: expect.objectContaining({ filename: 'codex-field-notes.txt', protected: false }),
    })
    expect((await (await fetch(`${sim.api}/data`)).json()).content).toEqual([])

    const download = await fetch(`${sim.api}/data/${cid}/network`, { method: 'POST' })
    expect(download.status).toBe(200)
    expect(await download.json()).toEqual(item)
    await waitFor(async () => (await fetch(`${sim.api}/data/${cid}`)).status === 200)
    const local = await fetch(`${sim.api}/data/${cid}`)
    const text = await local.text()
    expect(text.length).toBe(item.manifest.datasetSize)
    expect(text.startsWith('1. ')).toBe(true)
  })

  it('streams a remote dataset with the download headers', async () => {
    const sim = await startTestSimulator()
    const cids = await seededCids(sim.url)
    const response = await fetch(`${sim.api}/data/${cids[1]}/network/stream`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="testnet-logs.tar.gz"',
    )
    expect((await response.arrayBuffer()).byteLength).toBe(1_200_000)
  })

  it('fails unknown cids after the configured delay and non-manifest cids at once', async () => {
    const sim = await startTestSimulator({ networkFailureDelayMs: 150 })
    const unknown = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
    const started = performance.now()
    const response = await fetch(`${sim.api}/data/${unknown}/network`, { method: 'POST' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect([response.status, await response.text()]).toEqual([404, 'Error retries exhausted'])
    const manifest = await fetch(`${sim.api}/data/${unknown}/network/manifest`)
    expect([manifest.status, await manifest.text()]).toEqual([404, 'Error retries exhausted'])
    const stream = await fetch(`${sim.api}/data/${unknown}/network/stream`)
    expect([stream.status, await stream.text()]).toEqual([404, ''])
    const block = await fetch(`${sim.api}/data/${blockCid(new Uint8Array([9]))}/network`, {
      method: 'POST',
    })
    expect([block.status, await block.text()]).toEqual([
      404,
      'CID has invalid content type for manifest {$cid}',
    ])
    const bad = await fetch(`${sim.api}/data/nope/network/manifest`)
    expect([bad.status, await bad.text()]).toEqual([400, 'Incorrect Cid'])
  })

  it('shares content between two simulators started with the same network dir', async () => {
    const networkDir = await tempDir()
    const alice = await startTestSimulator({ networkDir, seed: 'alice' })
    const bob = await startTestSimulator({ networkDir, seed: 'bob' })
    const content = randomBytes(300_000, 7)
    const cid = await upload(alice.api, bytes(content), { 'Content-Type': 'application/zip' })
    expect((await fetch(`${bob.api}/data/${cid}`)).status).toBe(404)
    const fetched = await fetch(`${bob.api}/data/${cid}/network/stream`)
    expect(fetched.headers.get('content-type')).toBe('application/zip')
    expect(fingerprint(new Uint8Array(await fetched.arrayBuffer()))).toBe(fingerprint(content))
    await waitFor(async () => (await fetch(`${bob.api}/data/${cid}`)).status === 200)
    expect(
      (await (await fetch(`${bob.api}/data`)).json()).content.map((i: { cid: string }) => i.cid),
    ).toEqual([cid])
  })
})
