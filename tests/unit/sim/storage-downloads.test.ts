import { describe, expect, it } from 'vitest'
import { control, startTestSimulator, type TestSimulator } from './sim-harness.ts'

const storageApi = (sim: TestSimulator) => `${sim.url}/api/storage/v1`

async function seededCids(url: string): Promise<string[]> {
  return (await (await fetch(`${url}/_sim/state`)).json()).networkCids
}

const get = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  return [response.status, await response.text()] as const
}

describe('simulator: Logos Storage background downloads', () => {
  it('moves a network download with the simulated clock until the file is local', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0 })
    const api = storageApi(sim)
    const [, cid = ''] = await seededCids(sim.url)
    const started = await fetch(`${api}/data/${cid}/network`, { method: 'POST' })
    expect(started.status).toBe(200)
    const item = await started.json()
    expect(item).toEqual({
      cid,
      manifest: expect.objectContaining({ filename: 'testnet-logs.tar.gz' }),
      downloadId: expect.any(Number),
    })
    expect(item.manifest).not.toHaveProperty('protected')
    const progressUrl = `${api}/data/${cid}/network/progress/${item.downloadId}`
    const total = Math.ceil(item.manifest.datasetSize / 65536)
    expect(await (await fetch(progressUrl)).json()).toEqual({
      active: true,
      received: 0,
      total,
      bytes: 0,
    })
    const again = await (await fetch(`${api}/data/${cid}/network`, { method: 'POST' })).json()
    expect(again.downloadId).toBe(item.downloadId)

    await control(sim, '/clock/advance', { seconds: 1 })
    expect(await (await fetch(progressUrl)).json()).toEqual({
      active: true,
      received: 4,
      total,
      bytes: 4 * 65536,
    })
    expect(await (await fetch(`${api}/data/${cid}/exists`)).json()).toEqual({ [cid]: false })

    await control(sim, '/clock/advance', { seconds: 3600 })
    expect(await (await fetch(progressUrl)).json()).toEqual({ active: false })
    const list = await (await fetch(`${api}/data`)).json()
    expect(list.content.map((entry: { cid: string }) => entry.cid)).toEqual([cid])
    expect(await (await fetch(`${api}/data/${cid}/exists`)).json()).toEqual({ [cid]: true })
  })

  it('finishes on its own in real time under a large time scale', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 20 })
    const api = storageApi(sim)
    const cids = await seededCids(sim.url)
    const { downloadId } = await (
      await fetch(`${api}/data/${cids[1]}/network`, { method: 'POST' })
    ).json()
    const seen: number[] = []
    for (let i = 0; i < 100; i += 1) {
      const progress = await (
        await fetch(`${api}/data/${cids[1]}/network/progress/${downloadId}`)
      ).json()
      if (!progress.active) break
      seen.push(progress.received)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(new Set(seen).size).toBeGreaterThan(1)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    const local = await fetch(`${api}/data/${cids[1]}`)
    expect(local.status).toBe(200)
    expect((await local.arrayBuffer()).byteLength).toBe(1_200_000)
  })

  it('cancels a download: 204, then 404 Background download not found', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0 })
    const api = storageApi(sim)
    const [cid = ''] = await seededCids(sim.url)
    const { downloadId } = await (
      await fetch(`${api}/data/${cid}/network`, { method: 'POST' })
    ).json()
    expect(await get(`${api}/data/${cid}/network/x`, { method: 'DELETE' })).toEqual([
      400,
      'Invalid download ID',
    ])
    expect(await get(`${api}/data/${cid}/network/${downloadId}`, { method: 'DELETE' })).toEqual([
      204,
      '',
    ])
    expect(await get(`${api}/data/${cid}/network/${downloadId}`, { method: 'DELETE' })).toEqual([
      404,
      'Background download not found',
    ])
    const progress = await fetch(`${api}/data/${cid}/network/progress/${downloadId}`)
    expect(await progress.json()).toEqual({ active: false })
    await control(sim, '/clock/advance', { seconds: 3600 })
    expect(await (await fetch(`${api}/data/${cid}/exists`)).json()).toEqual({ [cid]: false })
  })

  it('answers 404 for an unknown manifest and 409 when the dataset cannot fit', async () => {
    const sim = await startTestSimulator({ api: 'storage', quotaBytes: 100_000 })
    const api = storageApi(sim)
    const unknown = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
    expect(await get(`${api}/data/${unknown}/network`, { method: 'POST' })).toEqual([
      404,
      'Error retries exhausted',
    ])
    const cids = await seededCids(sim.url)
    expect(await get(`${api}/data/${cids[1]}/network`, { method: 'POST' })).toEqual([
      409,
      'Not enough storage quota',
    ])
  })
})
