// The package's dist/ ships without the build's .br and .gz copies (they would more than double the
// tarball for a command most installs never run), so serve-demo compresses a script or stylesheet
// that has none the first time a browser asks for it, and keeps the result for the server's life:
// `npx codex-vault` sends the same compressed bytes a build's precompressed copy would.
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** What is compressed (as scripts/build/precompress.ts does), with the type it is sent as. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
}

type Encoding = 'br' | 'gzip'
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The encoding to send: brotli when the request takes it, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptEncoding ?? ''
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

async function statOf(path: string) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : null
  } catch {
    return null
  }
}

/**
 * A sender of compressed copies made on demand. It answers (and returns true) only for a
 * compressible file that exists, has no compressed copy of the encoding the request takes, and is
 * asked for with one; otherwise it returns false and sirv serves the file as usual. Headers set on
 * the response before it (cache-control, CORS) are kept.
 */
export function compressOnDemand() {
  const made = new Map<string, Promise<Buffer>>()
  const compressed = (file: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}`
    let body = made.get(key)
    if (!body) {
      body = readFile(file).then((source) =>
        encoding === 'br'
          ? brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            })
          : gzipped(source, { level: 9 }),
      )
      body.catch(() => made.delete(key))
      made.set(key, body)
    }
    return body
  }

  return async function send(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
  ): Promise<boolean> {
    const type = TYPES[extname(file)]
    const encoding = encodingFor(request.headers['accept-encoding'])
    if (!type || !encoding || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    if (await statOf(file + SUFFIX[encoding])) return false
    const info = await statOf(file)
    if (!info) return false
    const etag = `W/"${info.size}-${info.mtime.getTime()}-${encoding}"`
    const headers = {
      'content-type': type,
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
      etag,
    }
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end()
      return true
    }
    const body = await compressed(file, encoding)
    response.writeHead(200, { ...headers, 'content-length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }
}
