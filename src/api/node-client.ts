import { fail, ok, type Result } from './result.ts'
import {
  createNodeContext,
  segment,
  withCid,
  type NodeClientOptions,
  type NodeContext,
} from './node-context.ts'
import type { MarketplaceCalls } from './marketplace-calls.ts'
import { lazyMarketplaceCalls } from './lazy-marketplace-calls.ts'
import { uploadFile, type Upload, type UploadOptions } from './upload.ts'
import { parseJson } from './http.ts'
import { ANSWER_INVALID, validateAnswer, validateInput } from './validation.ts'
import { DataItem, DataList, Space } from './schemas/data.ts'
import { DebugInfo, LogLevel, PeerIdAnswer, Spr } from './schemas/node.ts'

export type { NodeClientOptions } from './node-context.ts'

/** The one door to the node: every call resolves to a result and never throws. */
export interface NodeClient extends MarketplaceCalls {
  /** The datasets stored on the node (`GET /data`, its `content` list). */
  files(): Promise<Result<DataItem[]>>
  space(): Promise<Result<Space>>
  upload(file: Blob, options?: UploadOptions): Upload
  /** Where the browser downloads a locally stored file (also the image preview source). */
  downloadUrl(cid: string): string
  /** Where the browser downloads a file, fetching it from the network when not local. */
  networkStreamUrl(cid: string): string
  /** Starts fetching the whole dataset from the network into the node. */
  networkDownload(cid: string): Promise<Result<DataItem>>
  fetchManifest(cid: string): Promise<Result<DataItem>>
  deleteFile(cid: string): Promise<Result<void>>
  /** Dials a peer; answers with the node's confirmation sentence. */
  connect(peerId: string, addrs?: string[]): Promise<Result<string>>
  /** Succeeds once the node is up and has its DHT record. */
  spr(): Promise<Result<string>>
  peerId(): Promise<Result<string>>
  debugInfo(): Promise<Result<DebugInfo>>
  setLogLevel(level: LogLevel): Promise<Result<void>>
}

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  return { ...dataCalls(node), ...nodeCalls(node), ...lazyMarketplaceCalls(node) }
}

function dataCalls(node: NodeContext) {
  return {
    files: async (): Promise<Result<DataItem[]>> => {
      const list = await node.json('/data', DataList)
      return list.error ? list : ok(list.data.content)
    },
    space: () => node.json('/space', Space),
    upload: (file: Blob, uploadOptions: UploadOptions = {}): Upload =>
      uploadFile(file, uploadOptions, {
        url: node.url('/data'),
        headers: node.headers,
        createXhr: node.createXhr,
      }),
    downloadUrl: (cid: string) => node.url(`/data/${segment(cid)}`),
    networkStreamUrl: (cid: string) => node.url(`/data/${segment(cid)}/network/stream`),
    networkDownload: (cid: string) =>
      withCid(cid, (path) => node.json(`/data/${path}/network`, DataItem, { method: 'POST' })),
    fetchManifest: (cid: string) =>
      withCid(cid, (path) => node.json(`/data/${path}/network/manifest`, DataItem)),
    deleteFile: (cid: string) =>
      withCid(cid, (path) => node.empty(`/data/${path}`, { method: 'DELETE' })),
  }
}

function nodeCalls(node: NodeContext) {
  return {
    connect: (peerId: string, addrs: string[] = []) => {
      const query = addrs.map((addr) => `addrs=${encodeURIComponent(addr)}`).join('&')
      return node.text(`/connect/${segment(peerId)}${query ? `?${query}` : ''}`)
    },
    spr: async (): Promise<Result<string>> => {
      const answer = await node.json('/spr', Spr)
      return answer.error ? answer : ok(answer.data.spr)
    },
    // Real nodes serve /peerid (the spec's /node/peerid is a 404 there): JSON, or text on request.
    peerId: async (): Promise<Result<string>> => {
      const answer = await node.text('/peerid', { headers: { Accept: 'application/json' } })
      if (answer.error) return answer
      const text = answer.data.trim()
      if (!text.startsWith('{')) return text ? ok(text) : fail(ANSWER_INVALID)
      const json = parseJson(text)
      if (json.error) return json
      const parsed = validateAnswer(PeerIdAnswer, json.data)
      return parsed.error ? parsed : ok(parsed.data.id)
    },
    debugInfo: () => node.json('/debug/info', DebugInfo),
    setLogLevel: async (level: LogLevel): Promise<Result<void>> => {
      const valid = validateInput(LogLevel, level)
      if (valid.error) return valid
      return node.empty(`/debug/chronicles/loglevel?level=${valid.data}`, {
        method: 'POST',
        body: '',
      })
    },
  }
}
