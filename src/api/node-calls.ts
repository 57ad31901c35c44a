import { fail, ok, type Result, type VaultError } from './result.ts'
import { segment, withCid, type NodeContext } from './node-context.ts'
import { parseJson } from './http.ts'
import { validateAnswer, validateInput } from './validation.ts'
import { readDataList } from './data-list.ts'
import { ANSWER_INVALID } from './validation-messages.ts'
import {
  AdvertiseAnswer,
  DataItem,
  DownloadProgressAnswer,
  ExistsAnswer,
  NetworkDownloadAnswer,
  Space,
} from './schemas/data.ts'
import { LogLevel, PeerIdAnswer, Spr, WireDebugInfo } from './schemas/node.ts'
import { toNodeInfo, type NodeInfo } from './node-info.ts'
import { transportQuery } from './data-paths.ts'
import type { DeadlineKind } from './deadlines.ts'
import type { DownloadProgress, NetworkDownload, NetworkFetchOptions } from './network-download.ts'

/** The data, peer and debug calls: everything but uploads, download URLs and the marketplace. */
export interface NodeCalls {
  /** The datasets stored on the node (`GET /data`, its `content` list). */
  files(): Promise<Result<DataItem[]>>
  space(): Promise<Result<Space>>
  /** Starts fetching the whole dataset from the network into the node. */
  networkDownload(cid: string, options?: NetworkFetchOptions): Promise<Result<NetworkDownload>>
  /** How far a background download got (nodes with `backgroundDownloads`). */
  downloadProgress(cid: string, downloadId: string): Promise<Result<DownloadProgress>>
  /** Stops a background download (nodes with `backgroundDownloads`). */
  cancelDownload(cid: string, downloadId: string): Promise<Result<void>>
  /** Whether the node stores the cid (nodes with `exists`). */
  exists(cid: string): Promise<Result<boolean>>
  fetchManifest(cid: string, options?: NetworkFetchOptions): Promise<Result<DataItem>>
  /**
   * Whether the node serves advertising at all: asked of the route itself (a node without it
   * answers a bare 404), never read from a version.
   */
  servesAdvertising(): Promise<Result<boolean>>
  /** Whether a local dataset is announced to the network (nodes that serve advertising). */
  advertised(cid: string): Promise<Result<boolean>>
  /** Announces a local dataset, or stops announcing it; answers the state the node kept. */
  setAdvertised(cid: string, advertise: boolean): Promise<Result<boolean>>
  deleteFile(cid: string): Promise<Result<void>>
  /** Dials a peer; answers with the node's confirmation sentence. */
  connect(peerId: string, addrs?: string[]): Promise<Result<string>>
  /**
   * Succeeds once the node is up: its signed peer record, or `""` while a node that answers is
   * still building it (Logos Storage's 500 `Node SPR not ready`), which is a node starting.
   */
  spr(): Promise<Result<string>>
  peerId(): Promise<Result<string>>
  debugInfo(): Promise<Result<NodeInfo>>
  setLogLevel(level: LogLevel): Promise<Result<void>>
}

/** A network fetch gives up after the network deadline, unless the person chose to keep waiting. */
const networkDeadline = (options: NetworkFetchOptions = {}): DeadlineKind =>
  options.untilFound ? 'none' : 'network'

/** Logos Storage's answer while its signed peer record cannot be built yet: starting, not failing. */
const isSprNotReady = (error: VaultError): boolean =>
  error.code === 500 && error.message.trim().startsWith('Node SPR not ready')

/** The node's 404 text for a dataset it does not hold, on the advertise route. */
export const DATASET_NOT_LOCAL = 'Dataset not found in the local node'

/**
 * A well-formed manifest cid no one stores: a node that serves advertising answers its 404 text
 * for it, a node without the route a bare 404.
 */
const ADVERTISE_PROBE_CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

export function nodeCalls(node: NodeContext): NodeCalls {
  return {
    files: async () => {
      const list = await node.streamedText('/data')
      return list.error ? list : readDataList(list.data)
    },
    space: () => node.json('/space', Space()),
    networkDownload: (cid, options) =>
      withCid(cid, async (path) => {
        const url = `/data/${path}/network${transportQuery(options)}`
        const answer = await node.json(
          url,
          NetworkDownloadAnswer(),
          { method: 'POST' },
          networkDeadline(options),
        )
        if (answer.error) return answer
        const { downloadId, ...item } = answer.data
        return ok({ item, downloadId: downloadId === undefined ? null : downloadId.toString() })
      }),
    downloadProgress: (cid, downloadId) =>
      withCid(cid, async (path) => {
        const answer = await node.json(
          `/data/${path}/network/progress/${segment(downloadId)}`,
          DownloadProgressAnswer(),
        )
        if (answer.error) return answer
        const { active, received, total, bytes } = answer.data
        return ok({ active, blocksReceived: received, blocksTotal: total, bytes })
      }),
    cancelDownload: (cid, downloadId) =>
      withCid(cid, (path) =>
        node.empty(`/data/${path}/network/${segment(downloadId)}`, { method: 'DELETE' }),
      ),
    exists: (cid) =>
      withCid(cid, async (path) => {
        const answer = await node.json(`/data/${path}/exists`, ExistsAnswer())
        if (answer.error) return answer
        const stored = answer.data[cid] ?? Object.values(answer.data)[0]
        return stored === undefined ? fail(ANSWER_INVALID) : ok(stored)
      }),
    fetchManifest: (cid, options) =>
      withCid(cid, (path) =>
        node.json(
          `/data/${path}/network/manifest${transportQuery(options)}`,
          DataItem(),
          {},
          networkDeadline(options),
        ),
      ),
    servesAdvertising: async () => {
      const answer = await node.json(`/data/${ADVERTISE_PROBE_CID}/advertise`, AdvertiseAnswer())
      if (!answer.error) return ok(true)
      const { code, message } = answer.data
      if (code === 400) return ok(true)
      if (code === 404) return ok(message.trim() === DATASET_NOT_LOCAL)
      return answer
    },
    advertised: (cid) =>
      withCid(cid, async (path) => {
        const answer = await node.json(`/data/${path}/advertise`, AdvertiseAnswer())
        return answer.error ? answer : ok(answer.data.advertise)
      }),
    setAdvertised: (cid, advertise) =>
      withCid(cid, async (path) => {
        const answer = await node.json(
          `/data/${path}/advertise?advertise=${advertise ? 'true' : 'false'}`,
          AdvertiseAnswer(),
          { method: 'POST' },
        )
        return answer.error ? answer : ok(answer.data.advertise)
      }),
    deleteFile: (cid) => withCid(cid, (path) => node.empty(`/data/${path}`, { method: 'DELETE' })),
    connect: (peerId, addrs = []) => {
      const query = addrs.map((addr) => `addrs=${encodeURIComponent(addr)}`).join('&')
      return node.text(`/connect/${segment(peerId)}${query ? `?${query}` : ''}`)
    },
    spr: async () => {
      const answer = await node.json('/spr', Spr())
      if (answer.error) return isSprNotReady(answer.data) ? ok('') : answer
      return ok(answer.data.spr)
    },
    // Real nodes serve /peerid (the spec's /node/peerid is a 404 there): JSON, or text on request.
    peerId: async () => {
      const answer = await node.text('/peerid', { headers: { Accept: 'application/json' } })
      if (answer.error) return answer
      const text = answer.data.trim()
      if (!text.startsWith('{')) return text ? ok(text) : fail(ANSWER_INVALID)
      const json = parseJson(text)
      if (json.error) return json
      const parsed = validateAnswer(PeerIdAnswer(), json.data)
      return parsed.error ? parsed : ok(parsed.data.id)
    },
    debugInfo: async () => {
      const answer = await node.json('/debug/info', WireDebugInfo())
      return answer.error ? answer : ok(toNodeInfo(answer.data))
    },
    setLogLevel: async (level) => {
      const valid = validateInput(LogLevel(), level)
      if (valid.error) return valid
      return node.empty(`/debug/chronicles/loglevel?level=${valid.data}`, {
        method: 'POST',
        body: '',
      })
    },
  }
}
