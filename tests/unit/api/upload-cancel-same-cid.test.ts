import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setTimeout as sleep } from 'node:timers/promises'
import { bytes, startTestSimulator, uploadedCid, type Simulator } from './support/simulator.ts'

const LIST_DELAY_MS = 1200
const options = { filename: 'same.bin', mimetype: 'application/octet-stream' }

async function listed(sim: Simulator): Promise<string[]> {
  const list = await sim.client.files()
  if (list.error) throw new Error(list.data.message)
  return list.data.map((item) => item.cid)
}

/**
 * Uploads `blob` and cancels the moment its last byte is sent (after `first`, when given); answers
 * what the page was told.
 */
function uploadCancelledAtCompletion(
  sim: Simulator,
  blob: Blob,
  first: () => Promise<unknown> = async () => {},
) {
  const upload = sim.client.upload(blob, {
    ...options,
    onProgress: (loaded, total) => {
      if (loaded >= total) void first().then(() => upload.abort())
    },
  })
  return upload.result
}

describe('cancelling an upload just as it finishes', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startTestSimulator()
  })
  afterAll(() => sim.close())

  it('keeps the file the node already held under the same cid, byte for byte', async () => {
    const blob = bytes(300_000, 7)
    const original = await uploadedCid(sim, blob, options)
    // Both lists (alongside the upload and at the cancel) answer only after the node stored the
    // second upload, so the cancel sees it end with the original's cid.
    await sim.control('/faults', { method: 'GET', path: '/data', delayMs: LIST_DELAY_MS, times: 2 })
    const told = await uploadCancelledAtCompletion(sim, blob)
    expect(told.error).toBe(true)
    await sleep(LIST_DELAY_MS + 800) // past the clean-up: the list, the upload's end and a delete
    expect(await listed(sim)).toContain(original)
    const file = await sim.client.fetchFile(sim.client.downloadUrl(original))
    if (file.error) throw new Error(file.data.message)
    const got = Buffer.from(await file.data.arrayBuffer())
    expect(got.length).toBe(blob.size)
    expect(got.equals(Buffer.from(await blob.arrayBuffer()))).toBe(true)
    await sim.control('/faults/clear')
  })

  it('keeps a file the list at the cancel holds, though this upload may have stored it', async () => {
    // Larger than the socket buffers, so the last byte leaves well after the first list answered.
    await sim.control('/throttle', { bytesPerSecond: 8_000_000 })
    const blob = bytes(8_000_000, 8)
    const deletes = async () => {
      const now = (await sim.control('/requests')) as { byRoute: Record<string, number> }
      return Object.entries(now.byRoute)
        .filter(([route]) => route.startsWith('DELETE /data/'))
        .reduce((sum, [, count]) => sum + count, 0)
    }
    const deletedBefore = await deletes()
    // The list alongside the upload answers while the body is slowly sent; the one at the cancel
    // only once the node stored the whole file. That file cannot be told from the same bytes
    // finished from another tab meanwhile (the same cid): it stays, a leftover, never a loss.
    const slowList = () =>
      sim.control('/faults', { method: 'GET', path: '/data', delayMs: LIST_DELAY_MS })
    const told = await uploadCancelledAtCompletion(sim, blob, slowList)
    await sim.control('/throttle', { bytesPerSecond: 0 })
    expect(told.error).toBe(true)
    await sleep(LIST_DELAY_MS + 800) // past the clean-up: the list, the upload's end and a delete
    expect(await deletes()).toBe(deletedBefore)
    expect(await listed(sim)).toHaveLength(2)
  })
})
