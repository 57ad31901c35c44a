// The official SDKs as clients of both nodes: 0.1.3 (made for v0.2.2–v0.2.5) and 0.0.23 (v0.2.0),
// each call's outcome reduced as the HTTP calls' are and compared between the real node and the sim.
import { Codex as Codex0023 } from 'codex-sdk-0.0.23'
import { Codex as Codex013 } from 'codex-sdk-0.1.3'
import { NodeUploadStrategy } from 'codex-sdk-0.1.3/node'
import { classify, type CallResult } from './differential.ts'
import type { KnownDifference } from './known-differences.ts'
import { bodyFacets, normaliseText, type Observation } from './normalise.ts'
import type { Target } from './targets.ts'

interface SafeValue {
  error: boolean
  data: unknown
}

/** An SDK result as facets: its error's code and text, or its data (a Response: status and text). */
async function outcome(result: SafeValue | Promise<SafeValue>): Promise<Observation> {
  const { error, data } = await result
  if (error) {
    const { code, message } = data as { code?: number; message?: string }
    return { error: 'true', code: String(code), message: normaliseText(message ?? '') }
  }
  if (data instanceof Response) {
    const text = await data.text()
    return { error: 'false', status: String(data.status), ...bodyFacets(text, 'text/plain') }
  }
  return { error: 'false', ...bodyFacets(JSON.stringify(data ?? null), 'application/json') }
}

interface SdkCall {
  name: string
  run(url: string, cid: string): Promise<SafeValue> | SafeValue
  /** Its data is the cid the later calls use. */
  keep?: boolean
}

const upload =
  (body: string, metadata: { filename?: string; mimetype?: string }) => (url: string) =>
    new Codex013(url).data.upload(new NodeUploadStrategy(body, metadata)).result

const CALLS_013: SdkCall[] = [
  {
    name: 'upload with name and type',
    keep: true,
    run: upload('sdk bytes', { filename: 'a.txt', mimetype: 'text/plain' }),
  },
  { name: 'upload with a bad MIME type', run: upload('x', { mimetype: 'plain/text' }) },
  { name: 'list', run: (url) => new Codex013(url).data.cids() },
  { name: 'space', run: (url) => new Codex013(url).data.space() },
  { name: 'download', run: (url, cid) => new Codex013(url).data.localDownload(cid) },
  {
    name: 'manifest from the network',
    run: (url, cid) => new Codex013(url).data.fetchManifest(cid),
  },
  { name: 'fetch into the node', run: (url, cid) => new Codex013(url).data.networkDownload(cid) },
  {
    name: 'stream from the network',
    run: (url, cid) => new Codex013(url).data.networkDownloadStream(cid),
  },
  { name: 'debug info', run: (url) => new Codex013(url).debug.info() },
  { name: 'spr as JSON', run: (url) => new Codex013(url).node.spr() },
  { name: 'spr as text', run: (url) => new Codex013(url).node.spr('text') },
  { name: 'peer id', run: (url) => new Codex013(url).node.peerId() },
  {
    name: 'connect to an unknown peer',
    run: (url) => new Codex013(url).node.connect('16Uiu2HAmNotAPeer'),
  },
  { name: 'log level DEBUG', run: (url) => new Codex013(url).debug.setLogLevel('DEBUG') },
  {
    name: 'log level unknown',
    run: (url) => new Codex013(url).debug.setLogLevel('LOUD' as 'DEBUG'),
  },
  {
    name: 'marketplace: availabilities',
    run: (url) => new Codex013(url).marketplace.availabilities(),
  },
  { name: 'delete', run: (url, cid) => new Codex013(url).data.delete(cid) },
  { name: 'download after delete', run: (url, cid) => new Codex013(url).data.localDownload(cid) },
]

// 0.0.23 uploads with XMLHttpRequest, which Node has not: its calls use what 0.1.3 uploaded.
const CALLS_0023: SdkCall[] = [
  { name: 'list', run: (url) => new Codex0023(url).data.cids() },
  { name: 'space', run: (url) => new Codex0023(url).data.space() },
  {
    name: 'manifest from the network',
    run: (url, cid) => new Codex0023(url).data.fetchManifest(cid),
  },
  { name: 'debug info', run: (url) => new Codex0023(url).debug.info() },
  { name: 'spr', run: (url) => new Codex0023(url).node.spr() },
  { name: 'peer id', run: (url) => new Codex0023(url).node.peerId() },
  { name: 'log level INFO', run: (url) => new Codex0023(url).debug.setLogLevel('INFO') },
  { name: 'marketplace: purchases', run: (url) => new Codex0023(url).marketplace.purchaseIds() },
]

async function side(target: Target, calls: SdkCall[]): Promise<Observation[]> {
  const observations: Observation[] = []
  let cid = ''
  for (const call of calls) {
    const result = await call.run(target.url, cid)
    if (call.keep && !result.error) cid = String(result.data)
    observations.push(await outcome(result))
  }
  return observations
}

const named = (version: string, calls: SdkCall[]) =>
  calls.map((call) => ({ ...call, name: `sdk ${version}: ${call.name}` }))

/** Every SDK call on the real node, then on the simulator, compared call by call. */
export async function runSdkDifferential(
  real: Target,
  sim: Target,
  used: Set<KnownDifference>,
): Promise<CallResult[]> {
  // 0.0.23's calls run while 0.1.3's upload is still stored; 0.1.3 deletes it last.
  const plan = [
    ...named('0.1.3', CALLS_013.slice(0, -2)),
    ...named('0.0.23', CALLS_0023),
    ...named('0.1.3', CALLS_013.slice(-2)),
  ]
  const [a, b] = [await side(real, plan), await side(sim, plan)]
  return plan.map((call, index) => classify(call.name, a[index] ?? {}, b[index] ?? {}, used))
}
