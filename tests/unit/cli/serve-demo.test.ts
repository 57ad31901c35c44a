// The demo server as a production site: precompressed answers only for clients that ask, immutable
// caching for hashed chunks only, 304 for a matching validator, the SPA fallback, the CSP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configureHtml,
  DEMO_CSP,
  serveDemo,
  type DemoNode,
  type DemoServer,
} from '../../../cli/serve/serve-demo.ts'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

const CHUNK = 'export const answer = 42;\n'.repeat(200)
const ENTRY = 'import "../assets/shared-Ab12Cd34.js";\n'.repeat(50)
const PAGE = '<!doctype html><title>Vault</title><vault-app></vault-app>'

let dist: string
let server: DemoServer

function write(path: string, body: string | Buffer) {
  mkdirSync(join(dist, path, '..'), { recursive: true })
  writeFileSync(join(dist, path), body)
}

/** A dist/ as `vite build` writes it: hashed chunks in assets/, entries by name, .br and .gz. */
function writeDist() {
  for (const [path, body] of [
    ['assets/shared-Ab12Cd34.js', CHUNK],
    ['elements/vault-app.js', ENTRY],
  ]) {
    write(path!, body!)
    write(`${path}.br`, brotliCompressSync(body!))
    write(`${path}.gz`, gzipSync(body!))
  }
  // As the installed package's dist/ has it: no .br or .gz beside it.
  write('assets/plain-Zz99Yy88.js', CHUNK)
  write('index.html', PAGE)
  write('widgets.html', '<!doctype html><title>Widgets</title><vault-uploader></vault-uploader>')
  write(
    'uploader.html',
    '<html><head>\n  </head><body><vault-uploader></vault-uploader></body></html>',
  )
  write('admin/vault/index.html', '<!doctype html><title>Sub-path</title><vault-app></vault-app>')
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vault-serve-demo-'))
  writeDist()
  server = await serveDemo({ distDir: dist, config: { nodeUrl: 'http://127.0.0.1:9999' } })
})

afterAll(async () => {
  await server.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serveDemo: compression', () => {
  it('sends the brotli file to a client that accepts br, with Content-Encoding and Vary', async () => {
    const answer = await get(`${server.url}/assets/shared-Ab12Cd34.js`, {
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(answer.body).toString()).toBe(CHUNK)
  })

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const answer = await get(`${server.url}/elements/vault-app.js`, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toBe(ENTRY)
  })

  it('sends the plain file, with no Content-Encoding, to a client that asks for none', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(`${server.url}/assets/shared-Ab12Cd34.js`, headers)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.toString()).toBe(CHUNK)
    }
  })

  it('compresses the HTML for a client that asks, and not otherwise', async () => {
    const brotli = await get(`${server.url}/`, { 'accept-encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toContain('<vault-app node-url=')
    const plain = await get(`${server.url}/`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<vault-app node-url="http://127.0.0.1:9999">')
  })
})

describe('serveDemo: a dist/ without precompressed copies (the installed package)', () => {
  const path = '/assets/plain-Zz99Yy88.js'

  it('compresses the file itself, as the build would, for br and for gzip', async () => {
    const brotli = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip, br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(CHUNK)
    const gzip = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK)
  })

  it('answers 304 for its validator, and the plain file to a client that takes no encoding', async () => {
    const first = await get(`${server.url}${path}`, { 'accept-encoding': 'br' })
    const again = await get(`${server.url}${path}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    const plain = await get(`${server.url}${path}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CHUNK)
  })

  it('still answers 404 for a file that is not there', async () => {
    const missing = await get(`${server.url}/assets/none-Aa11Bb22.js`, { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
  })
})

describe('serveDemo: caching', () => {
  it('caches hashed chunks for a year as immutable, with validators', async () => {
    const answer = await get(`${server.url}/assets/shared-Ab12Cd34.js`)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.etag).toBeTruthy()
    expect(answer.headers['last-modified']).toBeTruthy()
  })

  it('has entries (named, not hashed) revalidated, never immutable', async () => {
    const answer = await get(`${server.url}/elements/vault-app.js`)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.headers.etag).toBeTruthy()
  })

  it('lets a page on another origin load the scripts as modules (CORS, no credentials)', async () => {
    for (const path of ['/elements/vault-app.js', '/assets/shared-Ab12Cd34.js']) {
      const answer = await get(`${server.url}${path}`, { origin: 'http://node-ui.example' })
      expect(answer.headers['access-control-allow-origin']).toBe('*')
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  it('answers 304 with no body to a matching validator, 200 to another', async () => {
    for (const path of ['/assets/shared-Ab12Cd34.js', '/elements/vault-app.js']) {
      const first = await get(`${server.url}${path}`, { 'accept-encoding': 'br' })
      const etag = String(first.headers.etag)
      const again = await get(`${server.url}${path}`, {
        'accept-encoding': 'br',
        'if-none-match': etag,
      })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
      const changed = await get(`${server.url}${path}`, { 'if-none-match': 'W/"0-0"' })
      expect(changed.status).toBe(200)
    }
  })

  it('never caches HTML', async () => {
    const answer = await get(`${server.url}/dashboard`)
    expect(answer.headers['cache-control']).toBe('no-store')
  })
})

describe('serveDemo: pages', () => {
  it('answers an app route with index.html, configured, under the CSP', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/files', '/Dashboard/Wallet/']) {
      const answer = await get(`${server.url}${path}`)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['content-security-policy']).toBe(DEMO_CSP)
      expect(answer.body.toString()).toBe(
        '<!doctype html><title>Vault</title><vault-app node-url="http://127.0.0.1:9999"></vault-app>',
      )
    }
  })

  it('keeps the CSP strict: no inline or eval script, no inline style', () => {
    expect(DEMO_CSP).toContain("script-src 'self'")
    expect(DEMO_CSP).toContain("style-src 'self'")
    expect(DEMO_CSP).not.toContain('unsafe-inline')
    expect(DEMO_CSP).not.toContain('unsafe-eval')
  })

  it('serves another page by its name, and a folder route from its own index.html', async () => {
    const widgets = await get(`${server.url}/widgets.html`)
    expect(widgets.body.toString()).toContain('<vault-uploader node-url=')
    const subPath = await get(`${server.url}/admin/vault/`)
    expect(subPath.body.toString()).toContain('<title>Sub-path</title>')
  })

  it('has a page with vault elements preconnect to the node, for its CORS requests', async () => {
    const answer = await get(`${server.url}/uploader.html`)
    expect(answer.body.toString()).toContain(
      '<link rel="preconnect" href="http://127.0.0.1:9999" crossorigin />\n  </head>',
    )
  })

  it('answers 404 for a missing asset instead of the page, with no caching', async () => {
    const answer = await get(`${server.url}/assets/gone-Zz99Yy88.js`)
    expect(answer.status).toBe(404)
    expect(answer.headers['cache-control']).toBeUndefined()
  })

  it('refuses a path out of dist/', async () => {
    // Encoded slashes survive URL parsing and decode to `../`.
    const answer = await get(`${server.url}/..%2f..%2f..%2fetc%2fhosts.js`)
    expect(answer.status).toBe(403)
  })
})

describe('the nodes a demo registers (<vault-app nodes>)', () => {
  const page = (body: string) => `<!doctype html>\n<html>\n  <head>\n  </head>\n${body}\n</html>`
  /** The attribute's value as a browser reads it back. */
  const nodesOf = (html: string): unknown => {
    const value = /<vault-app[^>]* nodes="([^"]*)"/.exec(html)?.[1]
    if (value === undefined) return undefined
    const text = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&')
    return JSON.parse(text)
  }

  it('writes the list as JSON on <vault-app>, escaped for a double-quoted attribute', () => {
    const nodes: DemoNode[] = [
      { name: 'Home node', url: 'http://127.0.0.1:8080' },
      { name: 'Tom\'s "hosted" <node> & co', url: 'http://127.0.0.1:8082', username: 'vault' },
    ]
    const html = configureHtml(page('<vault-app></vault-app>'), { nodes })
    const tag = html.slice(html.indexOf('<vault-app'), html.indexOf('</vault-app>'))
    expect(tag).not.toMatch(/<node>|"hosted"/)
    expect(tag).toContain('&lt;node>')
    expect(tag).toContain('&amp; co')
    expect(nodesOf(html)).toEqual(nodes)
  })

  it('puts it on <vault-app> only, next to the shared attributes every element gets', () => {
    const html = configureHtml(page('<vault-app></vault-app><vault-files></vault-files>'), {
      nodeUrl: 'http://127.0.0.1:8081',
      nodes: [{ name: 'Home node', url: 'http://127.0.0.1:8081' }],
    })
    expect(html).toContain('<vault-files node-url="http://127.0.0.1:8081">')
    expect(html).toMatch(/<vault-app node-url="http:\/\/127\.0\.0\.1:8081" nodes="/)
    expect(html.match(/ nodes="/g)).toHaveLength(1)
  })

  it('never writes a password an entry carries, and nothing for an empty or absent list', () => {
    const withPassword = {
      name: 'Hosted node',
      url: 'http://h:8082',
      username: 'v',
      password: 'pw',
    }
    const html = configureHtml(page('<vault-app></vault-app>'), { nodes: [withPassword] })
    expect(html).not.toContain('pw')
    expect(nodesOf(html)).toEqual([{ name: 'Hosted node', url: 'http://h:8082', username: 'v' }])
    expect(configureHtml(page('<vault-app></vault-app>'), { nodes: [] })).not.toContain('nodes=')
    expect(configureHtml(page('<vault-app></vault-app>'), {})).not.toContain('nodes=')
  })
})

describe('the demo history seed (npm start -- --history)', () => {
  it('adds the seed script with its span only when asked, never as an element attribute', () => {
    const page = '<html><head>\n  </head><body><vault-app></vault-app></body></html>'
    const seeded = configureHtml(page, { nodeUrl: 'http://127.0.0.1:8081', history: 604_800_000 })
    expect(seeded).toContain(
      '<script type="module" src="/demo/seed-history.js" data-history-span="604800000"></script>',
    )
    expect(seeded).toContain('<vault-app node-url="http://127.0.0.1:8081">')
    expect(configureHtml(page, { nodeUrl: 'http://127.0.0.1:8081' })).not.toContain('seed-history')
  })
})
