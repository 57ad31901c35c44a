import { request } from 'node:http'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bytes, control, randomBytes, startTestSimulator, tempDir, upload } from './sim-harness.ts'
import {
  downloadDigest,
  keystream,
  fingerprint,
  spawnSimulator,
  streamUpload,
} from './sim-process.ts'

describe('simulator durability', () => {
  it('keeps datasets, availabilities, purchases and the clock across a restart', async () => {
    const sim = await startTestSimulator({ seed: 'restart' })
    const content = randomBytes(200_000, 3)
    const cid = await upload(sim.api, bytes(content), {
      'Content-Disposition': 'attachment; filename="a.bin"',
    })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify({ totalSize: '5000', duration: '60' }),
    })
    const availability = await created.json()
    const requested = await fetch(`${sim.api}/storage/request/${cid}`, {
      method: 'POST',
      body: JSON.stringify({
        duration: '600',
        expiry: '100',
        pricePerBytePerSecond: '1',
        proofProbability: '1',
        collateralPerByte: '1',
      }),
    })
    const id = await requested.text()
    await control(sim, '/clock/advance', { seconds: 40 })
    const before = await (await fetch(`${sim.url}/_sim/state`)).json()
    const dataBefore = await (await fetch(`${sim.api}/data`)).json()

    const again = await sim.restart()
    expect(await (await fetch(`${again.api}/data`)).json()).toEqual(dataBefore)
    expect(await downloadDigest(again.api, cid)).toBe(fingerprint(content))
    expect(await (await fetch(`${again.api}/sales/availability`)).json()).toEqual([availability])
    expect(await (await fetch(`${again.api}/storage/purchases`)).json()).toEqual([`0x${id}`])
    expect((await (await fetch(`${again.api}/storage/purchases/${id}`)).json()).state).toBe(
      'started',
    )
    const after = await (await fetch(`${again.url}/_sim/state`)).json()
    expect(after.clock).toBeGreaterThanOrEqual(before.clock)
    const next = await fetch(`${again.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify({ totalSize: '1' }),
    })
    expect((await next.json()).id).not.toBe(availability.id)
  })

  it('survives kill -9 mid-upload: no half dataset, acknowledged ones intact', async () => {
    const dataDir = await tempDir()
    const child = await spawnSimulator(['--data-dir', dataDir, '--network-delay', '10'])
    const api = `${child.url}/api/codex/v1`
    const acknowledged = await streamUpload(api, 3 * 1024 * 1024 + 17, 11)
    expect(acknowledged.status).toBe(200)

    const half = request(`${api}/data`, {
      method: 'POST',
      headers: { 'Content-Length': 64 * 1024 * 1024 },
    })
    half.on('error', () => undefined)
    const next = keystream(12)
    for (let i = 0; i < 32; i += 1) half.write(next(256 * 1024))
    const tmp = join(dataDir, 'tmp')
    for (let i = 0; i < 200 && (await readdir(tmp)).length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await readdir(tmp)).length).toBe(1)
    child.child.kill('SIGKILL')
    await new Promise((resolve) => child.child.once('exit', resolve))
    half.destroy()

    const sim = await startTestSimulator({}, dataDir)
    const list = (await (await fetch(`${sim.api}/data`)).json()).content
    expect(list.map((item: { cid: string }) => item.cid)).toEqual([acknowledged.body])
    expect(await downloadDigest(sim.api, acknowledged.body)).toBe(acknowledged.digest)
    expect(await readdir(tmp)).toEqual([])
    expect(await readdir(join(dataDir, 'blocks'))).toHaveLength(1)
  })

  it('exits cleanly on SIGTERM', async () => {
    const dataDir = await tempDir()
    const child = await spawnSimulator(['--data-dir', dataDir])
    child.child.kill('SIGTERM')
    const code = await new Promise((resolve) => child.child.once('exit', resolve))
    expect(code).toBe(0)
    expect(child.output()).toContain('SIGTERM received, shutting down')
  })

  it('stores 20 concurrent uploads of 1-20 MB that all download byte-identical', async () => {
    const sim = await startTestSimulator()
    // 1 MB to 20 MB, spread geometrically (odd sizes, so last blocks are partial).
    const sizes = Array.from(
      { length: 20 },
      (_, i) => Math.round(1024 * 1024 * 20 ** (i / 19)) - i * 7,
    )
    const uploads = await Promise.all(sizes.map((size, i) => streamUpload(sim.api, size, 100 + i)))
    for (const result of uploads) expect(result.status).toBe(200)
    expect(new Set(uploads.map((result) => result.body)).size).toBe(20)
    const list = (await (await fetch(`${sim.api}/data`)).json()).content
    expect(list).toHaveLength(20)
    const digests = await Promise.all(uploads.map((result) => downloadDigest(sim.api, result.body)))
    expect(digests).toEqual(uploads.map((result) => result.digest))
  }, 60_000)
})
