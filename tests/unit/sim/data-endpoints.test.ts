import { describe, expect, it } from 'vitest'
import { bytes, startTestSimulator, upload } from './sim-harness.ts'

describe('simulator data endpoints', () => {
  it('stores an upload and answers a real codex-manifest cid as text/plain', async () => {
    const sim = await startTestSimulator()
    const response = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: bytes('some file contents'),
      headers: {
        'Content-Type': 'text/plain',
        'Content-Disposition': 'attachment; filename="notes.txt"',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain')
    const cid = await response.text()
    expect(cid).toMatch(/^zDvZRwz[1-9A-HJ-NP-Za-km-z]{45}$/)

    const list = await (await fetch(`${sim.api}/data`)).json()
    expect(list).toEqual({
      content: [
        {
          cid,
          manifest: {
            treeCid: expect.stringMatching(/^zDzSvJT/),
            datasetSize: 18,
            blockSize: 65536,
            filename: 'notes.txt',
            mimetype: 'text/plain',
            protected: false,
          },
        },
      ],
    })
  })

  it('gives the same cid for the same bytes and metadata, null metadata when none is sent', async () => {
    const sim = await startTestSimulator()
    const first = await upload(sim.api, 'abc')
    const second = await upload(sim.api, 'abc')
    expect(second).toBe(first)
    const list = await (await fetch(`${sim.api}/data`)).json()
    expect(list.content).toHaveLength(1)
    expect(list.content[0].manifest.filename).toBeNull()
    expect(list.content[0].manifest.mimetype).toBeNull()
  })

  it('keeps a file name as the UTF-8 bytes it arrived as: text in the list, bytes in the download', async () => {
    const sim = await startTestSimulator()
    const name = 'bündel 日本.bin'
    const headerBytes = Buffer.from(name).toString('latin1')
    const cid = await upload(sim.api, 'named', {
      'Content-Disposition': `attachment; filename="${headerBytes}"`,
    })
    const list = await (await fetch(`${sim.api}/data`)).json()
    expect(list.content[0].manifest.filename).toBe(name)
    const download = await fetch(`${sim.api}/data/${cid}`)
    const disposition = download.headers.get('content-disposition') ?? ''
    expect(Buffer.from(disposition, 'latin1').toString()).toBe(`attachment; filename="${name}"`)
    await download.body?.cancel()
  })

  it('downloads the exact bytes with the node headers and chunked encoding', async () => {
    const sim = await startTestSimulator()
    const named = await upload(sim.api, 'hello', {
      'Content-Type': 'image/png',
      'Content-Disposition': 'attachment; filename="pic.png"',
    })
    const response = await fetch(`${sim.api}/data/${named}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pic.png"')
    expect(response.headers.get('content-length')).toBeNull()
    expect(await response.text()).toBe('hello')

    const bare = await upload(sim.api, 'bare')
    const plain = await fetch(`${sim.api}/data/${bare}`)
    expect(plain.headers.get('content-type')).toBe('application/octet-stream')
    expect(plain.headers.get('content-disposition')).toBe('attachment')
  })

  it('rejects a bad mimetype or filename with the exact 422 texts', async () => {
    const sim = await startTestSimulator()
    const badType = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: bytes('x'),
      headers: { 'Content-Type': 'plain/text' },
    })
    expect(badType.status).toBe(422)
    expect(await badType.text()).toBe("The MIME type 'plain/text' is not valid.")
    const badName = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: bytes('x'),
      headers: { 'Content-Disposition': 'attachment; filename="exam*ple.txt"' },
    })
    expect(badName.status).toBe(422)
    expect(badName.headers.get('content-type')).toBe('text/html')
    expect(await badName.text()).toBe('The filename is not valid.')
  })

  it('answers 400 Incorrect Cid, an empty 404 for an absent cid, and 204 on delete', async () => {
    const sim = await startTestSimulator()
    const bad = await fetch(`${sim.api}/data/hello`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe('Incorrect Cid')
    const cid = await upload(sim.api, 'to delete')
    const deleted = await fetch(`${sim.api}/data/${cid}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    const missing = await fetch(`${sim.api}/data/${cid}`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('')
    expect((await fetch(`${sim.api}/data/${cid}`, { method: 'DELETE' })).status).toBe(204)
    expect((await fetch(`${sim.api}/data/nope`, { method: 'DELETE' })).status).toBe(400)
  })

  it('accounts space like the node: padded blocks plus the manifest block', async () => {
    const sim = await startTestSimulator({ quotaBytes: 1024 * 1024 })
    await upload(sim.api, 'some file contents')
    const space = await (await fetch(`${sim.api}/space`)).json()
    expect(space).toEqual({
      totalBlocks: 2,
      quotaMaxBytes: 1024 * 1024,
      quotaUsedBytes: 65536 + 56,
      quotaReservedBytes: 0,
    })
  })

  it('refuses a block that does not fit the quota with 500 Unable to store block', async () => {
    const sim = await startTestSimulator({ quotaBytes: 3 * 65536 })
    const response = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: new Uint8Array(5 * 65536),
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/^Unable to store block zDxWB8E/)
    expect((await (await fetch(`${sim.api}/data`)).json()).content).toEqual([])
  })

  it('rejects a mimetype with parameters, as fetch adds to string bodies', async () => {
    const sim = await startTestSimulator()
    const response = await fetch(`${sim.api}/data`, { method: 'POST', body: 'text' })
    expect(response.status).toBe(422)
    expect(await response.text()).toBe("The MIME type 'text/plain;charset=UTF-8' is not valid.")
  })

  it('answers 500 for an empty upload, before it reads the headers, as the HTTP server does', async () => {
    const sim = await startTestSimulator()
    const response = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: bytes(''),
      headers: { 'Content-Type': 'x/y' },
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Request do not have body available')
  })

  it('accepts a file name with a folder, as Nim judges only what follows the last slash', async () => {
    const sim = await startTestSimulator()
    const response = await fetch(`${sim.api}/data`, {
      method: 'POST',
      body: bytes('dotted'),
      headers: { 'Content-Disposition': 'attachment; filename="../x"' },
    })
    expect(response.status).toBe(200)
    const download = await fetch(`${sim.api}/data/${await response.text()}`)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="../x"')
  })
})
