import { fail, ok, type Result } from './result.ts'
import { segment, withCid, type NodeContext } from './node-context.ts'
import { parseJson } from './http.ts'
import { validateAnswer, validateInput } from './validation.ts'
import { ANSWER_INVALID } from './validation-messages.ts'
import { DataItem, DataList, Space } from './schemas/data.ts'
import { DebugInfo, LogLevel, PeerIdAnswer, Spr } from './schemas/node.ts'

/** The data, peer and debug calls: everything but uploads, download URLs and the marketplace. */
export interface NodeCalls {
  /** The datasets stored on the node (`GET /data`, its `content` list). */
  files(): Promise<Result<DataItem[]>>
  space(): Promise<Result<Space>>
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

export function nodeCalls(node: NodeContext): NodeCalls {
  return {
    files: async () => {
      const list = await node.json('/data', DataList)
      return list.error ? list : ok(list.data.content)
    },
    space: () => node.json('/space', Space),
    networkDownload: (cid) =>
      withCid(cid, (path) => node.json(`/data/${path}/network`, DataItem, { method: 'POST' })),
    fetchManifest: (cid) =>
      withCid(cid, (path) => node.json(`/data/${path}/network/manifest`, DataItem)),
    deleteFile: (cid) => withCid(cid, (path) => node.empty(`/data/${path}`, { method: 'DELETE' })),
    connect: (peerId, addrs = []) => {
      const query = addrs.map((addr) => `addrs=${encodeURIComponent(addr)}`).join('&')
      return node.text(`/connect/${segment(peerId)}${query ? `?${query}` : ''}`)
    },
    spr: async () => {
      const answer = await node.json('/spr', Spr)
      return answer.error ? answer : ok(answer.data.spr)
    },
    // Real nodes serve /peerid (the spec's /node/peerid is a 404 there): JSON, or text on request.
    peerId: async () => {
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
    setLogLevel: async (level) => {
      const valid = validateInput(LogLevel, level)
      if (valid.error) return valid
      return node.empty(`/debug/chronicles/loglevel?level=${valid.data}`, {
        method: 'POST',
        body: '',
      })
    },
  }
}
