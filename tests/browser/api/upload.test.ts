import { expect } from 'chai'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import type { Result } from '../../../src/api/result.ts'
import {
  UPLOAD_CANCELLED,
  UPLOAD_NETWORK_ERROR,
  uploadRefusedUnread,
} from '../../../src/api/upload.ts'
import { control, simulatorUrl } from './simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const MiB = 1024 * 1024
const ChunkSize = 64 * 1024
const API = '/api/codex/v1'

/** A Blob of random bytes, made 64 KiB at a time (getRandomValues' most), never one huge string. */
function generatedBlob(size: number, type = ''): Blob {
  const chunks: Uint8Array<ArrayBuffer>[] = []
  for (let offset = 0; offset < size; offset += ChunkSize) {
    chunks.push(crypto.getRandomValues(new Uint8Array(Math.min(ChunkSize, size - offset))))
  }
  return new Blob(chunks, { type })
}

function firstDifference(left: Uint8Array, right: Uint8Array): number {
  const length = Math.min(left.length, right.length)
  for (let index = 0; index < length; index += 1) if (left[index] !== right[index]) return index
  return left.length === right.length ? -1 : length
}

function cidOf(result: Result<string>): string {
  if (result.error) throw new Error(`Upload failed: ${result.data.message} (${result.data.code})`)
  return result.data
}

async function storedCids(client: NodeClient): Promise<string[]> {
  const files = await client.files()
  if (files.error) throw new Error(`GET /data failed: ${files.data.message}`)
  return files.data.map((item) => item.cid)
}

describe('node client upload in Chromium against the simulator', function () {
  this.timeout(30000)
  let origin = ''
  let client: NodeClient

  before(async () => {
    origin = await simulatorUrl('permissive')
    client = createNodeClient({ ...browserTransport, url: origin })
  })

  beforeEach(() => control(origin, '/reset'))

  it('streams a multi-MB file with progress and stores its bytes, name and mimetype', async () => {
    const file = generatedBlob(12 * MiB + 123)
    // About 0.75 s at this rate: progress events come every 50 ms however fast the machine is.
    await control(origin, '/throttle', { bytesPerSecond: 16 * MiB })
    const progress: { loaded: number; total: number }[] = []
    const upload = client.upload(file, {
      filename: 'bündel 1.bin',
      mimetype: 'application/octet-stream',
      onProgress: (loaded, total) => progress.push({ loaded, total }),
    })
    const cid = cidOf(await upload.result)

    expect(cid).to.match(/^zDvZRwz[1-9A-HJ-NP-Za-km-z]+$/)
    expect(progress.length, 'progress events').to.be.greaterThan(2)
    for (const [index, event] of progress.entries()) {
      expect(event.total).to.equal(file.size)
      if (index > 0) expect(event.loaded).to.be.greaterThan(progress[index - 1]!.loaded)
    }
    expect(progress.at(-1)?.loaded).to.equal(file.size)

    const download = await fetch(client.downloadUrl(cid))
    expect(download.status).to.equal(200)
    expect(download.headers.get('Content-Type')).to.equal('application/octet-stream')
    const disposition = download.headers.get('Content-Disposition') ?? ''
    const name = /filename="([^"]*)"/.exec(disposition)?.[1] ?? ''
    const nameBytes = Uint8Array.from(name, (character) => character.charCodeAt(0))
    expect(new TextDecoder().decode(nameBytes)).to.equal('bündel 1.bin')
    const stored = new Uint8Array(await download.arrayBuffer())
    const sent = new Uint8Array(await file.arrayBuffer())
    expect(stored.length).to.equal(sent.length)
    expect(firstDifference(stored, sent), 'first differing byte').to.equal(-1)
    expect(await storedCids(client)).to.deep.equal([cid])
  })

  it('cancels an upload mid-way and leaves no dataset on the node', async () => {
    // The node reads the body slowly and holds its answers, so the body is still being sent when
    // the abort comes, in every engine (WebKit and Firefox had sent all 16 MiB by their first
    // progress event, and the node stored the file before the clean-up's first list).
    await control(origin, '/throttle', { bytesPerSecond: 2 * MiB })
    await control(origin, '/latency', { ms: 1500 })
    let aborted = false
    const upload = client.upload(generatedBlob(16 * MiB), {
      filename: 'cancelled.bin',
      onProgress: (loaded, total) => {
        if (aborted || loaded === 0 || loaded >= total) return
        aborted = true
        upload.abort()
      },
    })
    const result = await upload.result

    expect(aborted, 'aborted after some progress').to.equal(true)
    expect(result).to.deep.equal({
      error: true,
      data: { message: UPLOAD_CANCELLED, code: null, issues: null, sourceStack: null },
    })
    // The page hears of the cancel at once; the node may finish the upload first, and the
    // clean-up then deletes it (each call waits out the latency).
    const deadline = Date.now() + 10_000
    while ((await storedCids(client)).length > 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 250))
    }
    expect(await storedCids(client)).to.deep.equal([])
  })

  it('reports a network error when the node goes away mid-upload, and stores nothing', async () => {
    // The latency holds the answer, so the body is still being sent when the node goes down.
    await control(origin, '/latency', { ms: 1500 })
    let cut = false
    const upload = client.upload(generatedBlob(16 * MiB), {
      filename: 'cut.bin',
      onProgress: (loaded, total) => {
        if (cut || loaded === 0 || loaded >= total) return
        cut = true
        void control(origin, '/down', { mode: 'reset' })
      },
    })
    const result = await upload.result
    await control(origin, '/up')
    await control(origin, '/latency', { ms: 0 })

    expect(cut, 'went down after some progress').to.equal(true)
    expect(result).to.deep.equal({
      error: true,
      data: { message: UPLOAD_NETWORK_ERROR, code: null, issues: null, sourceStack: null },
    })
    expect(await storedCids(client)).to.deep.equal([])
  })

  it("answers the node's 422 text for a mimetype it refuses", async () => {
    const upload = client.upload(generatedBlob(1024), { mimetype: 'hello/world' })
    const result = await upload.result

    expect(result.error).to.equal(true)
    expect(result.data).to.include({
      message: "The MIME type 'hello/world' is not valid.",
      code: 422,
    })
    expect(await storedCids(client)).to.deep.equal([])
  })

  it('reports a network error while the node is down, and uploads again once it is back', async () => {
    // "reset" mode, not "hang": Chromium silently retries a request whose reused connection is
    // dropped before any answer, so a held upload released by /_sim/up would just succeed.
    await control(origin, '/down', { mode: 'reset' })
    const upload = client.upload(generatedBlob(4 * MiB), { filename: 'dropped.bin' })
    const result = await upload.result
    await control(origin, '/up')

    expect(result).to.deep.equal({
      error: true,
      data: { message: UPLOAD_NETWORK_ERROR, code: null, issues: null, sourceStack: null },
    })
    const retry = client.upload(generatedBlob(MiB), { filename: 'retry.bin' })
    const cid = cidOf(await retry.result)
    expect(await storedCids(client)).to.deep.equal([cid])
  })
})

describe('node client upload against a node with v0.2.0 CORS', () => {
  let origin = ''
  let client: NodeClient

  before(async () => {
    origin = await simulatorUrl('strict')
    client = createNodeClient({ ...browserTransport, url: origin })
  })

  beforeEach(() => control(origin, '/reset'))

  it('says the node refused an upload whose error has no CORS headers, as it answered', async () => {
    const upload = client.upload(generatedBlob(1024), { mimetype: 'hello/world' })
    const result = await upload.result

    expect(result).to.deep.equal({
      error: true,
      data: {
        message: uploadRefusedUnread('hello/world'),
        code: null,
        issues: null,
        sourceStack: null,
      },
    })
    const listing = await fetch(`${origin}${API}/data`)
    expect(await listing.json()).to.deep.equal({ content: [] })
  })

  it('still uploads when the node accepts the file', async () => {
    const upload = client.upload(generatedBlob(256 * 1024), {
      filename: 'strict.txt',
      mimetype: 'text/plain',
    })
    expect(cidOf(await upload.result)).to.match(/^zDvZRwz/)
  })
})
