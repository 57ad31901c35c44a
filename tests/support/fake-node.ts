import { fail, ok, type Result } from '../../src/api/result.ts'
import { toRequestId } from '../../src/api/request-id.ts'
import type { NodeClient } from '../../src/api/node-client.ts'
import type { DataItem } from '../../src/api/schemas/data.ts'
import type { Space } from '../../src/api/schemas/data.ts'
import type { AvailabilityInput, AvailabilityUpdateInput } from '../../src/api/schemas/inputs.ts'
import type { Availability, Purchase, Reservation } from '../../src/api/schemas/marketplace.ts'
import type { LogLevel } from '../../src/api/schemas/node.ts'
import type { NodeInfo } from '../../src/api/node-info.ts'
import type { DownloadProgress } from '../../src/api/network-download.ts'
import type { MarketplaceStatus } from '../../src/api/marketplace-calls.ts'
import { CODEX_LINE, STORAGE_LINE } from '../../src/api/node-line.ts'
import { profileOf, type NodeProfile } from '../../src/api/node-profile.ts'
import type { Upload, UploadOptions } from '../../src/api/upload.ts'
import { UPLOAD_CANCELLED } from '../../src/api/upload.ts'

/** An upload the test drives: progress, then the node's answer. */
export interface FakeUpload {
  file: Blob
  options: UploadOptions
  aborted: boolean
  progress(loaded: number, total?: number): void
  answer(result: Result<string>): void
}

export function dataItem(
  cid: string,
  filename: string | null,
  size = 10n,
  mimetype = 'text/plain',
) {
  return {
    cid,
    manifest: {
      treeCid: `t${cid}`,
      datasetSize: size,
      blockSize: 65536n,
      filename,
      mimetype,
      protected: false,
    },
  } satisfies DataItem
}

/** A /debug/info answer of a v0.2.0 node, as the client hands it on. */
export function sampleDebugInfo(overrides: Partial<NodeInfo> = {}): NodeInfo {
  return {
    id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99',
    addrs: ['/ip4/0.0.0.0/tcp/8070'],
    spr: 'spr:CiUIAhIhA',
    version: '0.2.0',
    revision: 'abc',
    announcedAddresses: ['/ip4/203.0.113.7/tcp/8070'],
    peers: [],
    reachability: null,
    connections: null,
    sent: { id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99' },
    ...overrides,
  }
}

/** Profiles as detection gives them, for a Codex v0.2.0, a Codex v0.2.5 and a Logos Storage node. */
export const PROFILES = {
  codex020: profileOf(CODEX_LINE, { id: 'x', codex: { version: 'v0.2.0', revision: 'abc' } }),
  codex025: profileOf(CODEX_LINE, {
    id: 'x',
    codex: { version: 'v0.2.5', revision: 'abc', contracts: {} },
  }),
  storage: profileOf(STORAGE_LINE, {
    id: 'x',
    storage: { version: '0.4.4', revision: 'abc' },
    nat: { reachability: 'Reachable' },
  }),
} satisfies Record<string, NodeProfile>

type Answer<T> = () => Result<T> | Promise<Result<T>>

/** What a node that cannot be reached answers: a network failure, code 502. */
export const unreachable = <T>(): Result<T> => fail('Failed to fetch', { code: 502 })

/**
 * The one scripted node for store and element tests: every call the stores make answers from
 * `state` (or a function in `answers` the test replaces), is logged in `calls` and counted in
 * `counts`; uploads are driven by the test. Calls it does not script are missing, so a store
 * reaching for one fails loudly. Tests that need a real node use tests/support/simulator.ts.
 */
export function createFakeNode() {
  const uploads: FakeUpload[] = []
  const calls: string[] = []
  const counts = {
    spr: 0,
    detect: 0,
    marketplaceStatus: 0,
    debugInfo: 0,
    space: 0,
    availabilities: 0,
    purchases: 0,
  }
  const state = {
    /** Off: the health calls fail as an unreachable node's do. */
    up: true,
    /** Off: the marketplace call fails (the node has no persistence). */
    marketplace: true,
    /** What detection finds while the node is up. */
    profile: PROFILES.codex020 as NodeProfile,
    files: [] as DataItem[],
    filesAnswer: null as Result<DataItem[]> | null,
    network: new Map<string, Result<DataItem>>(),
    /** Progress answers of background downloads by cid (nodes with `backgroundDownloads`). */
    progress: new Map<string, Result<DownloadProgress>>(),
    /** Cids the node says it stores (`exists`); deletions take them out of `files` too. */
    stored: new Set<string>(),
    purchases: [] as Purchase[],
    space: {
      totalBlocks: 0,
      quotaMaxBytes: 20n * 1024n ** 3n,
      quotaReservedBytes: 0n,
      quotaUsedBytes: 0n,
    } as Space,
    availabilities: [] as Availability[],
    /** Reservations by availability id; an id not here has none. */
    reservations: {} as Record<string, Result<Reservation[]>>,
    /** What the stores sent, in order. */
    created: [] as AvailabilityInput[],
    updated: [] as AvailabilityUpdateInput[],
    logLevels: [] as LogLevel[],
    cancelled: [] as string[],
    deleted: [] as string[],
    /** Whether the node serves advertising (off: the route is a bare 404, as on Codex). */
    advertising: false,
    /** Cids the node does not announce; every other file is announced. */
    unadvertised: new Set<string>(),
    /** Set: the next advertise change fails with this. */
    advertiseRefusal: null as Result<boolean> | null,
  }
  const answers = {
    space: (() => ok(state.space)) as Answer<Space>,
    availabilities: (() => ok(state.availabilities)) as Answer<Availability[]>,
    purchases: (() => ok(state.purchases)) as Answer<Purchase[]>,
    createAvailability: ((input: AvailabilityInput) =>
      ok({
        id: `0x${(state.created.length + 1).toString(16).padStart(64, '0')}`,
        ...input,
        until: input.until === undefined ? undefined : BigInt(input.until),
        freeSize: input.totalSize,
        totalRemainingCollateral: input.totalCollateral,
      })) as (input: AvailabilityInput) => Result<Availability>,
    updateAvailability: ((_input: AvailabilityUpdateInput) => ok(undefined)) as (
      input: AvailabilityUpdateInput,
    ) => Result<void> | Promise<Result<void>>,
    setLogLevel: (() => ok(undefined)) as Answer<void>,
    spr: (() => (state.up ? ok('spr:abc') : unreachable())) as Answer<string>,
    detect: (() => (state.up ? ok(state.profile) : unreachable())) as Answer<NodeProfile>,
    marketplaceStatus: (() =>
      !state.up
        ? unreachable()
        : !state.profile.capabilities.marketplace
          ? ok({
              available: false,
              reason: 'no-marketplace',
              message: 'This node has no marketplace.',
            })
          : state.marketplace
            ? ok({ available: true, slots: [] })
            : unreachable()) as Answer<MarketplaceStatus>,
    debugInfo: (() => (state.up ? ok(sampleDebugInfo()) : unreachable())) as Answer<NodeInfo>,
    cancelDownload: (() => ok(undefined)) as Answer<void>,
    deleteFile: (() => (state.up ? ok(undefined) : unreachable())) as Answer<void>,
  }
  type Counted = keyof typeof counts
  const counted = <Name extends Counted>(name: Name) =>
    (async () => {
      calls.push(name)
      counts[name] += 1
      return answers[name]()
    }) as NodeClient[Name]
  const client: Partial<NodeClient> = {
    spr: counted('spr'),
    detect: counted('detect'),
    redetect: counted('detect'),
    marketplaceStatus: counted('marketplaceStatus'),
    debugInfo: counted('debugInfo'),
    space: counted('space'),
    availabilities: counted('availabilities'),
    purchases: counted('purchases'),
    async reservations(id) {
      calls.push(`reservations ${id}`)
      return state.reservations[id] ?? ok([])
    },
    async createAvailability(input) {
      calls.push('createAvailability')
      state.created.push(input)
      return answers.createAvailability(input)
    },
    async updateAvailability(input) {
      calls.push('updateAvailability')
      state.updated.push(input)
      return answers.updateAvailability(input)
    },
    async createStorageRequest(input) {
      calls.push(`createStorageRequest ${input.cid}`)
      return ok(toRequestId('12'.repeat(32)))
    },
    async setLogLevel(level) {
      calls.push(`setLogLevel ${level}`)
      state.logLevels.push(level)
      return answers.setLogLevel()
    },
    async files() {
      calls.push('files')
      return state.filesAnswer ?? ok(state.files)
    },
    upload(file: Blob, options: UploadOptions = {}): Upload {
      let settle: (result: Result<string>) => void = () => {}
      const result = new Promise<Result<string>>((resolve) => (settle = resolve))
      const upload: FakeUpload = {
        file,
        options,
        aborted: false,
        progress: (loaded, total = file.size) => options.onProgress?.(loaded, total),
        answer: settle,
      }
      uploads.push(upload)
      return {
        result,
        abort() {
          upload.aborted = true
          settle(fail(UPLOAD_CANCELLED))
        },
      }
    },
    downloadUrl: (cid) => `http://node/data/${cid}`,
    networkStreamUrl: (cid) => `http://node/data/${cid}/network/stream`,
    async networkDownload(cid) {
      calls.push(`network ${cid}`)
      const item = state.network.get(cid) ?? fail('Error retries exhausted', { code: 404 })
      if (item.error) return item
      const background = state.profile.capabilities.backgroundDownloads
      return ok({ item: item.data, downloadId: background ? '1' : null })
    },
    async downloadProgress(cid, downloadId) {
      calls.push(`progress ${cid} ${downloadId}`)
      if (!state.up) return unreachable()
      return (
        state.progress.get(cid) ??
        ok({ active: false, blocksReceived: 0, blocksTotal: 0, bytes: 0n })
      )
    },
    async cancelDownload(cid, downloadId) {
      calls.push(`cancel ${cid} ${downloadId}`)
      const answer = await answers.cancelDownload()
      if (!answer.error) state.cancelled.push(cid)
      return answer
    },
    async exists(cid) {
      calls.push(`exists ${cid}`)
      return state.up ? ok(state.stored.has(cid)) : unreachable()
    },
    async deleteFile(cid) {
      calls.push(`delete ${cid}`)
      const answer = await answers.deleteFile()
      if (!answer.error) {
        state.deleted.push(cid)
        state.stored.delete(cid)
        state.files = state.files.filter((file) => file.cid !== cid)
      }
      return answer
    },
    async servesAdvertising() {
      calls.push('servesAdvertising')
      return state.up ? ok(state.advertising) : unreachable()
    },
    async advertised(cid) {
      calls.push(`advertised ${cid}`)
      if (!state.up) return unreachable()
      if (!state.advertising) return fail('', { code: 404 })
      return ok(!state.unadvertised.has(cid))
    },
    async setAdvertised(cid, advertise) {
      calls.push(`setAdvertised ${cid} ${advertise}`)
      if (!state.up) return unreachable()
      const refusal = state.advertiseRefusal
      if (refusal) {
        state.advertiseRefusal = null
        return refusal
      }
      if (advertise) state.unadvertised.delete(cid)
      else state.unadvertised.add(cid)
      return ok(advertise)
    },
    async fetchManifest(cid) {
      calls.push(`manifest ${cid}`)
      return state.network.get(cid) ?? fail('Error retries exhausted', { code: 404 })
    },
  }
  return { client: client as NodeClient, uploads, calls, counts, state, answers }
}
