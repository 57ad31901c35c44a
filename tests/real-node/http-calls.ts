// The differential suite's calls: every route of the Codex line but the marketplace's, with good
// and bad inputs, in an order that builds on itself (uploads first, downloads, then deletes).
export const ORIGIN = 'http://localhost:5173'

/** Cids the calls upload and later reuse, by role. */
export type Stored = Partial<Record<'named' | 'plain' | 'big' | 'dotted', string>>

export interface HttpCall {
  name: string
  method: string
  /** Below the API prefix unless `absolute`. */
  path: (stored: Stored) => string
  absolute?: boolean
  headers?: Record<string, string>
  body?: Uint8Array<ArrayBuffer>
  /** Compare Content-Length too (downloads: the vault's progress reads it). */
  length?: boolean
  /** The bare cid an upload answers, kept under this role. */
  keep?: keyof Stored
  /**
   * Sends the body, then closes the connection unanswered, as a cancel: `sized` announces four
   * times the body's length (a browser's upload), `chunked` announces none.
   */
  cancel?: 'sized' | 'chunked'
}

// A well-formed manifest cid neither node holds (a 30-byte text no call uploads).
export const UNKNOWN_CID = 'zDvZRwzmAqSoR12TTepnGG8HdvFFCRX2JrKKAw5GNPncxzAYu8Pa'
const text = (value: string) => new TextEncoder().encode(value)
/** 3 MiB that repeat with a period no block size divides, so no two blocks are the same. */
const big = Uint8Array.from(
  { length: 3 * 1024 * 1024 },
  (_, index) => (index * 7 + (index >> 13)) % 251,
)

const fromOrigin = { Origin: ORIGIN }
const named = 'attachment; filename="hello.txt"'
const get = (
  name: string,
  path: string,
  headers: Record<string, string> = fromOrigin,
): HttpCall => ({ name, method: 'GET', path: () => path, headers })
const upload = (
  name: string,
  headers: Record<string, string>,
  body: Uint8Array<ArrayBuffer>,
  keep?: keyof Stored,
): HttpCall => ({
  name,
  method: 'POST',
  path: () => '/data',
  headers: { ...fromOrigin, ...headers },
  body,
  keep,
})
const onCid = (
  name: string,
  method: string,
  role: keyof Stored,
  tail = '',
  length = false,
): HttpCall => ({
  name,
  method,
  path: (stored) => `/data/${stored[role] ?? 'missing-upload'}${tail}`,
  headers: fromOrigin,
  length,
})
const logLevel = (name: string, query: string): HttpCall => ({
  name,
  method: 'POST',
  path: () => `/debug/chronicles/loglevel${query}`,
  headers: fromOrigin,
})
const preflight = (name: string, path: string, method: string, origin = true): HttpCall => ({
  name,
  method: 'OPTIONS',
  path: () => path,
  headers: {
    ...(origin ? fromOrigin : {}),
    'Access-Control-Request-Method': method,
    'Access-Control-Request-Headers': 'content-type, content-disposition',
  },
})

export const HTTP_CALLS: HttpCall[] = [
  get('debug info', '/debug/info'),
  get('debug info without Origin', '/debug/info', {}),
  get('space, empty node', '/space'),
  get('space without Origin', '/space', {}),
  get('list, empty node', '/data'),
  get('spr as JSON', '/spr'),
  get('spr as text', '/spr', { ...fromOrigin, Accept: 'text/plain' }),
  get('peer id as JSON', '/peerid'),
  get('peer id as text', '/peerid', { ...fromOrigin, Accept: 'text/plain' }),
  get('peer id at the spec path', '/node/peerid'),
  upload(
    'upload with name and type',
    { 'Content-Type': 'text/plain', 'Content-Disposition': named },
    text('hello from the differential suite\n'),
    'named',
  ),
  upload('upload without name or type', {}, text('no name, no type'), 'plain'),
  upload('upload with a type only', { 'Content-Type': 'application/json' }, text('{"a":1}')),
  upload(
    'upload with a name only',
    { 'Content-Disposition': 'attachment; filename="notes.md"' },
    text('# notes'),
  ),
  upload('upload with a bad MIME type', { 'Content-Type': 'foo/bar' }, text('x')),
  upload(
    'upload named ../x',
    { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="../x"' },
    text('dotted'),
    'dotted',
  ),
  upload('upload with an empty body', { 'Content-Type': 'text/plain' }, new Uint8Array()),
  upload(
    'upload of 3 MiB',
    {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment; filename="big.bin"',
    },
    big,
    'big',
  ),
  {
    ...upload('upload without Origin', { 'Content-Type': 'text/plain' }, text('no origin')),
    headers: { 'Content-Type': 'text/plain' },
  },
  {
    ...upload(
      'upload cancelled after 2 MiB',
      { 'Content-Disposition': 'attachment; filename="cut.bin"' },
      big.slice(0, 2 * 1024 * 1024),
    ),
    cancel: 'sized',
  },
  {
    ...upload(
      'chunked upload cancelled',
      { 'Content-Disposition': 'attachment; filename="cut-chunked.bin"' },
      big.slice(0, 2 * 1024 * 1024),
    ),
    cancel: 'chunked',
  },
  get('list after uploads', '/data'),
  get('space after uploads', '/space'),
  onCid('download with name and type', 'GET', 'named', '', true),
  { ...onCid('download without Origin', 'GET', 'named', '', true), headers: {} },
  onCid('download without name or type', 'GET', 'plain', '', true),
  onCid('download named ../x', 'GET', 'dotted', '', true),
  onCid('download of 3 MiB', 'GET', 'big', '', true),
  get('download of a bad cid', '/data/not-a-cid'),
  get('download of a bad cid without Origin', '/data/not-a-cid', {}),
  get('download of an unknown cid', `/data/${UNKNOWN_CID}`),
  onCid('manifest from the network', 'GET', 'named', '/network/manifest'),
  get('manifest of a bad cid', '/data/not-a-cid/network/manifest'),
  onCid('fetch into the node', 'POST', 'named', '/network'),
  onCid('stream from the network', 'GET', 'named', '/network/stream', true),
  onCid('exists, stored', 'GET', 'named', '/exists'),
  get('exists, unknown', `/data/${UNKNOWN_CID}/exists`),
  logLevel('log level DEBUG', '?level=DEBUG'),
  logLevel('log level with topics', '?level=INFO;codex:debug'),
  logLevel('log level missing', ''),
  logLevel('log level empty', '?level='),
  logLevel('log level unknown', '?level=LOUD'),
  logLevel('log level back to INFO', '?level=INFO'),
  get('connect to an unknown peer', '/connect/16Uiu2HAmNotAPeer'),
  get('connect to a bad peer id', '/connect/not-a-peer'),
  preflight('preflight of an upload', '/data', 'POST'),
  preflight('preflight without Origin', '/data', 'POST', false),
  preflight('preflight of a delete', `/data/${UNKNOWN_CID}`, 'DELETE'),
  preflight('preflight of the space', '/space', 'GET'),
  preflight('preflight of the log level', '/debug/chronicles/loglevel', 'POST'),
  onCid('delete', 'DELETE', 'plain'),
  onCid('delete again', 'DELETE', 'plain'),
  { ...get('delete of a bad cid', '/data/not-a-cid'), method: 'DELETE' },
  onCid('download after delete', 'GET', 'plain'),
  get('space after delete', '/space'),
  get('unknown route', '/nope'),
  { ...get('the 2026 prefix', '/api/storage/v1/space'), absolute: true },
  get('marketplace: slots', '/sales/slots'),
  get('marketplace: purchases', '/storage/purchases'),
]
