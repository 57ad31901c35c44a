import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { IncomingMessage } from 'node:http'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { CODEX_LINE } from '../../../src/api/node-line.ts'
import {
  UPLOAD_CANCELLED,
  UPLOAD_NETWORK_ERROR,
  uploadNameUnsendable,
  uploadRefusedUnread,
} from '../../../src/api/upload.ts'
import { ANSWER_INVALID } from '../../../src/api/validation-messages.ts'
import { createNodeXhr, NodeXhr } from './support/node-xhr.ts'
import { startServer, type TestServer } from './support/http-server.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

interface Received {
  headers: IncomingMessage['headers']
  rawHeaders: string[]
  body: Buffer
  url: string
}

let node: TestServer
let received: Received[] = []
let closedUrl: string

/** A node stand-in for the upload route only, so the XHR paths can be driven one by one. */
beforeAll(async () => {
  node = await startServer((request, response) => {
    const chunks: Buffer[] = []
    if (request.headers['x-test'] === 'stall') return // never answers: for the abort test
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: request.headers,
        rawHeaders: request.rawHeaders,
        body: Buffer.concat(chunks),
        url: request.url ?? '',
      })
      const type = request.headers['content-type']
      if (type === 'hello/world') {
        response.writeHead(422).end(`The MIME type '${type}' is not valid.`)
      } else if (request.headers['x-test'] === 'garbage') {
        response.writeHead(200).end('<html>proxy page</html>')
      } else {
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`${CID}\n`)
      }
    })
  })
  const closed = await startServer(() => {})
  closedUrl = closed.url
  await closed.close()
})

afterAll(() => node.close())

function clientFor(
  url: string,
  made: NodeXhr[] = [],
  auth?: { username: string; password: string },
) {
  // The stand-in serves the upload route alone: the line is fixed, not detected.
  return createNodeClient({
    ...browserTransport,
    url,
    auth,
    prefix: CODEX_LINE.prefix,
    createXhr: createNodeXhr(made),
  })
}

describe('upload', () => {
  it('streams the file itself to POST /data and returns the cid', async () => {
    received = []
    const made: NodeXhr[] = []
    const file = new File(['some file contents'], 'example.txt', { type: 'text/plain' })
    const progress: [number, number][] = []
    const upload = clientFor(node.url, made).upload(file, {
      filename: 'example.txt',
      mimetype: 'text/plain',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    })
    expect(await upload.result).toEqual({ error: false, data: CID })
    expect(made[0]?.sentBody).toBe(file)
    const [request] = received
    expect(request?.url).toBe('/api/codex/v1/data')
    expect(request?.body.toString()).toBe('some file contents')
    expect(request?.headers['content-disposition']).toBe('attachment; filename="example.txt"')
    expect(request?.headers['content-type']).toBe('text/plain')
    expect(request?.headers.authorization).toBeUndefined()
    expect(progress.at(-1)).toEqual([18, 18])
  })

  it('reports progress chunk by chunk for a large file', async () => {
    const file = new Blob([new Uint8Array(3 * 1024 * 1024)])
    const progress: number[] = []
    const upload = clientFor(node.url).upload(file, {
      onProgress: (loaded) => progress.push(loaded),
    })
    expect((await upload.result).error).toBe(false)
    expect(progress.length).toBeGreaterThan(1)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(file.size)
  })

  it('sends no filename or type headers when none are given', async () => {
    received = []
    await clientFor(node.url).upload(new Blob(['x'])).result
    expect(received[0]?.headers['content-disposition']).toBeUndefined()
    expect(received[0]?.headers['content-type']).toBeUndefined()
  })

  it('sends a filename outside Latin-1 as its UTF-8 bytes instead of throwing', async () => {
    received = []
    const name = 'résumé 📄.txt'
    const result = await clientFor(node.url).upload(new Blob(['x']), { filename: name }).result
    expect(result.error).toBe(false)
    const index = received[0]?.rawHeaders.findIndex((header) => header === 'Content-Disposition')
    const raw = received[0]?.rawHeaders[(index ?? -2) + 1] ?? ''
    expect(Buffer.from(raw, 'latin1').toString('utf8')).toBe(`attachment; filename="${name}"`)
  })

  it('in WebKitGTK, refuses a name it cannot send with a clear message and sends nothing', async () => {
    received = []
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15'
    vi.stubGlobal('navigator', { userAgent: agent })
    try {
      const made: NodeXhr[] = []
      const name = 'résumé 📄.txt'
      const result = await clientFor(node.url, made).upload(new Blob(['x']), { filename: name })
        .result
      expect(result).toMatchObject({ error: true, data: { message: uploadNameUnsendable(name) } })
      expect(made).toHaveLength(0)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(received).toHaveLength(0)
  })

  it('adds the basic-auth header when credentials are given', async () => {
    received = []
    await clientFor(node.url, [], { username: 'ana', password: 'sécret' }).upload(new Blob(['x']))
      .result
    const expected = `Basic ${Buffer.from('ana:sécret', 'utf8').toString('base64')}`
    expect(received[0]?.headers.authorization).toBe(expected)
  })

  it('passes on a status other than 200 with its body text', async () => {
    const upload = clientFor(node.url).upload(new Blob(['x']), { mimetype: 'hello/world' })
    expect(await upload.result).toEqual({
      error: true,
      data: {
        message: "The MIME type 'hello/world' is not valid.",
        code: 422,
        issues: null,
        sourceStack: null,
      },
    })
  })

  it('refuses a 200 answer that is not a cid', async () => {
    const client = createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: CODEX_LINE.prefix,
      createXhr: () => {
        const xhr = new NodeXhr()
        const open = xhr.open.bind(xhr)
        xhr.open = (method, url) => {
          open(method, url)
          xhr.setRequestHeader('X-Test', 'garbage')
        }
        return xhr as unknown as XMLHttpRequest
      },
    })
    expect(await client.upload(new Blob(['x'])).result).toMatchObject({
      error: true,
      data: { message: ANSWER_INVALID },
    })
  })

  it('reports a network failure in the spec words', async () => {
    expect(await clientFor(closedUrl).upload(new Blob(['x'])).result).toEqual({
      error: true,
      data: { message: UPLOAD_NETWORK_ERROR, code: null, issues: null, sourceStack: null },
    })
    expect(UPLOAD_NETWORK_ERROR).toBe('Something went wrong during the file upload.')
  })

  it('can be aborted mid-way', async () => {
    const client = createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: CODEX_LINE.prefix,
      createXhr: () => {
        const xhr = new NodeXhr()
        xhr.sentHeaders['X-Test'] = 'stall'
        return xhr as unknown as XMLHttpRequest
      },
    })
    const upload = client.upload(new Blob([new Uint8Array(32 * 1024 * 1024)]), {
      onProgress: () => upload.abort(),
    })
    expect(await upload.result).toMatchObject({ error: true, data: { message: UPLOAD_CANCELLED } })
    expect(UPLOAD_CANCELLED).toBe('The upload has been cancelled')
  })

  it('turns an XHR that throws on open into a result', async () => {
    const client = createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: CODEX_LINE.prefix,
      createXhr: () => {
        throw new Error('XMLHttpRequest is not defined')
      },
    })
    const upload = client.upload(new Blob(['x']))
    expect(await upload.result).toMatchObject({
      error: true,
      data: { message: 'XMLHttpRequest is not defined' },
    })
    expect(() => upload.abort()).not.toThrow()
  })
})

describe('an upload error the browser hides', () => {
  /** An XHR that fails as a browser's does on an answer without CORS headers. */
  const corsBlocked = () => {
    const xhr = new NodeXhr()
    xhr.send = () => queueMicrotask(() => xhr.onerror?.())
    return xhr as unknown as XMLHttpRequest
  }

  it('says the node refused it when the node answers, naming the file type', async () => {
    const client = createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: CODEX_LINE.prefix,
      createXhr: corsBlocked,
    })
    expect(await client.upload(new Blob(['x']), { mimetype: 'foo/bar' }).result).toMatchObject({
      error: true,
      data: { message: uploadRefusedUnread('foo/bar') },
    })
    expect(uploadRefusedUnread('foo/bar')).toContain("(this file's: foo/bar)")
  })

  it('stays a network failure when nothing answers', async () => {
    const client = createNodeClient({
      ...browserTransport,
      url: closedUrl,
      prefix: CODEX_LINE.prefix,
      createXhr: corsBlocked,
    })
    expect(await client.upload(new Blob(['x'])).result).toMatchObject({
      error: true,
      data: { message: UPLOAD_NETWORK_ERROR },
    })
  })
})
