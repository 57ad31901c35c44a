// Serves the built demo (dist/) on loopback as a production site would: scripts and stylesheets
// through sirv, precompressed (brotli or gzip, made by the build) with validators, hashed chunks
// (assets/) cached for a year as immutable and the entries revalidated; HTML never cached, with the
// CSP and the configured service URLs written into every <vault-*> tag; and an SPA fallback, so
// <vault-app>'s history routing survives a reload. The installed package's `npx codex-vault` serves
// its own dist/ through it too; that dist/ has no precompressed copies, so they are made on demand.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import sirv from 'sirv'
import { compressOnDemand } from './compress-on-demand.ts'
import { DEFAULT_NODE_URL } from '../../src/lib/urls.ts'

/** A node the demo registers in the user's node list: never its password, which is typed in. */
export interface DemoNode {
  name: string
  url: string
  username?: string
}

/** The shared configuration attributes every vault element takes, and the nodes `<vault-app>` adds. */
export interface DemoConfig {
  nodeUrl?: string
  echoUrl?: string
  ratesUrl?: string
  cryptoUrl?: string
  /** `npm start -- --prometheus`: the Prometheus and Alertmanager it started. */
  prometheusUrl?: string
  alertmanagerUrl?: string
  sentryDsn?: string
  /** Seconds a fetch from the network waits (the `network-deadline` attribute). */
  networkDeadline?: number
  /** `<vault-app nodes="[…]">`: each added to the user's node list unless one has its address. */
  nodes?: DemoNode[]
  /** `npm start -- --history 7d`: the span (ms) of scripted demo history the page seeds. */
  history?: number
}

/** The configuration for a simulator at `url`: the node, and the services it also answers. */
export function simulatorConfig(url: string): DemoConfig {
  return {
    nodeUrl: url,
    echoUrl: `${url}/echo`,
    ratesUrl: `${url}/rates/v1/currencies/usd.json`,
    cryptoUrl: `${url}/crypto/v2/prices`,
  }
}

export interface DemoServer {
  url: string
  close(): Promise<void>
}

type SharedAttribute = Exclude<keyof DemoConfig, 'nodes' | 'history'>

const ATTRIBUTES: Record<SharedAttribute, string> = {
  nodeUrl: 'node-url',
  echoUrl: 'echo-url',
  ratesUrl: 'rates-url',
  cryptoUrl: 'crypto-url',
  prometheusUrl: 'prometheus-url',
  alertmanagerUrl: 'alertmanager-url',
  sentryDsn: 'sentry-dsn',
  networkDeadline: 'network-deadline',
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

/** Only the fields a node entry has, so nothing else an object carries (a password) reaches the page. */
function nodesAttribute(nodes: DemoNode[] = []): string {
  if (nodes.length === 0) return ''
  const entries = nodes.map(({ name, url, username }) =>
    username === undefined ? { name, url } : { name, url, username },
  )
  return ` nodes="${escapeAttribute(JSON.stringify(entries))}"`
}

/**
 * Writes the configuration into every `<vault-*>` tag (the node list into `<vault-app>` only), and has a page with vault elements open its
 * connection to the node while the scripts load, so the first node request does not wait for it.
 */
export function configureHtml(html: string, config: DemoConfig): string {
  const { nodes, history, ...shared } = config
  const attributes = Object.entries(shared)
    .filter(([, value]) => value)
    .map(
      ([key, value]) =>
        ` ${ATTRIBUTES[key as SharedAttribute]}="${escapeAttribute(String(value))}"`,
    )
    .join('')
  const tag = /<(vault-[a-z-]+)(?=[\s>])/g
  if (!tag.test(html)) return html
  const configured = html.replace(tag, (_tag, name: string) =>
    name === 'vault-app'
      ? `<${name}${attributes}${nodesAttribute(nodes)}`
      : `<${name}${attributes}`,
  )
  const node = escapeAttribute(new URL(config.nodeUrl ?? DEFAULT_NODE_URL).origin)
  // Node requests are CORS without credentials: only a `crossorigin` preconnect serves them.
  const seed = history
    ? `    <script type="module" src="/demo/seed-history.js" data-history-span="${history}"></script>\n`
    : ''
  return configured.replace(
    '  </head>',
    `    <link rel="preconnect" href="${node}" crossorigin />\n${seed}  </head>`,
  )
}

/** Chunks named by their content: a changed file gets a new name, so a cached one never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Entries keep their names (they are the package's API): cached, but revalidated every time. */
export const REVALIDATE = 'no-cache'

export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * The page a path shows: the HTML file itself, else the index.html of the path's nearest folder that
 * has one (a route's own page, an app under /admin/vault/), else the root's (an app route).
 */
async function htmlFileFor(root: string, path: string): Promise<string> {
  const file = normalize(join(root, path))
  if (extname(path) === '.html' && (await isFile(file))) return file
  for (let folder = path; ; folder = dirname(folder)) {
    const index = join(root, folder, 'index.html')
    if (await isFile(index)) return index
    if (folder === '/' || folder === '.') return join(root, 'index.html')
  }
}

/** HTML is small and configured per server, so it is compressed as it is sent. */
function sendHtml(request: IncomingMessage, response: ServerResponse, html: string): void {
  const accepted = request.headers['accept-encoding'] ?? ''
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': DEMO_CSP,
    vary: 'Accept-Encoding',
  }
  let body: Buffer = Buffer.from(html)
  if (/\bbr\b/.test(accepted)) {
    headers['content-encoding'] = 'br'
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  } else if (/\bgzip\b/.test(accepted)) {
    headers['content-encoding'] = 'gzip'
    body = gzipSync(body)
  }
  response.writeHead(200, headers).end(body)
}

export function serveDemo(options: {
  distDir: string
  host?: string
  port?: number
  config?: DemoConfig
}): Promise<DemoServer> {
  const root = resolve(options.distDir)
  // Reads dist/ once, as it is when the server starts (npm start builds first).
  const assets = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    dotfiles: false,
  })
  const compressed = compressOnDemand()
  const server: Server = createServer(async (request, response) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://demo').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    if (!normalize(join(root, path)).startsWith(root)) {
      response.writeHead(403).end()
      return
    }
    if (extname(path) && extname(path) !== '.html') {
      // Set before sirv answers, so its 304s carry them too. A node UI on another origin loads the
      // entries and their chunks as module scripts, which browsers fetch with CORS.
      response.setHeader('cache-control', cacheControlFor(path))
      response.setHeader('access-control-allow-origin', '*')
      if (await compressed(request, response, join(root, path))) return
      assets(request, response, () => {
        response.removeHeader('cache-control')
        response.removeHeader('access-control-allow-origin')
        response.writeHead(404).end()
      })
      return
    }
    const html = await readFile(await htmlFileFor(root, path), 'utf8')
    sendHtml(request, response, configureHtml(html, options.config ?? {}))
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
