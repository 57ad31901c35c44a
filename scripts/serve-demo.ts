// Serves the built demo (dist/) on loopback with an SPA fallback, so <vault-app>'s history routing
// survives a reload, and writes the configured service URLs into every <vault-*> tag it sends.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { dirname, extname, join, normalize, resolve } from 'node:path'

/** The shared configuration attributes every vault element takes. */
export interface DemoConfig {
  nodeUrl?: string
  echoUrl?: string
  ratesUrl?: string
  cryptoUrl?: string
  sentryDsn?: string
}

export interface DemoServer {
  url: string
  close(): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

const ATTRIBUTES: Record<keyof DemoConfig, string> = {
  nodeUrl: 'node-url',
  echoUrl: 'echo-url',
  ratesUrl: 'rates-url',
  cryptoUrl: 'crypto-url',
  sentryDsn: 'sentry-dsn',
}

/**
 * The demo pages' Content-Security-Policy: no inline or eval'd script, and no inline style either.
 * The pages' own CSS comes from files; the vault's reaches each shadow root as adopted constructed
 * stylesheets, and style props are CSSOM writes, neither of which CSP counts as inline. The node,
 * the services and the error ingest may be anywhere the user points them, so connections go to any
 * http(s) origin; replay records in a blob worker.
 */
export const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src * data: blob:',
  'connect-src http: https:',
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

export function configureHtml(html: string, config: DemoConfig): string {
  const attributes = Object.entries(config)
    .filter(([, value]) => value)
    .map(([key, value]) => ` ${ATTRIBUTES[key as keyof DemoConfig]}="${escapeAttribute(value)}"`)
    .join('')
  return html.replace(/<(vault-[a-z-]+)(?=[\s>])/g, `<$1${attributes}`)
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The index.html of the path's nearest folder that has one (an app under /admin/vault/ too). */
async function nearestIndex(root: string, path: string): Promise<string> {
  for (let folder = path; ; folder = dirname(folder)) {
    const index = join(root, folder, 'index.html')
    if (await isFile(index)) return index
    if (folder === '/' || folder === '.') return join(root, 'index.html')
  }
}

export function serveDemo(options: {
  distDir: string
  host?: string
  port?: number
  config?: DemoConfig
}): Promise<DemoServer> {
  const root = resolve(options.distDir)
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://demo').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root)) {
      response.writeHead(403).end()
      return
    }
    if (!(await isFile(file))) {
      // Unknown asset paths are real 404s; everything else is an app route.
      if (extname(path) && extname(path) !== '.html') {
        response.writeHead(404).end()
        return
      }
      file = await nearestIndex(root, path)
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    if (extname(file) === '.html') {
      const html = configureHtml(await readFile(file, 'utf8'), options.config ?? {})
      response
        .writeHead(200, {
          'content-type': type,
          'cache-control': 'no-store',
          'content-security-policy': DEMO_CSP,
        })
        .end(html)
      return
    }
    response.writeHead(200, { 'content-type': type })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolveServer({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
