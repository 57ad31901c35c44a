import { fail, ok, type Result } from '../../src/api/result.ts'
import type { NodeClient } from '../../src/api/node-client.ts'
import type { DataItem } from '../../src/api/schemas/data.ts'
import type { Purchase, Slot } from '../../src/api/schemas/marketplace.ts'
import type { DebugInfo } from '../../src/api/schemas/node.ts'
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

/** A /debug/info answer shaped like a v0.2.0 node's. */
export function sampleDebugInfo(overrides: Partial<DebugInfo> = {}): DebugInfo {
  return {
    id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99',
    addrs: ['/ip4/0.0.0.0/tcp/8070'],
    spr: 'spr:CiUIAhIhA',
    announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
    table: { nodes: [] },
    codex: { version: 'v0.2.0', revision: 'abc' },
    ...overrides,
  }
}

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
  const counts = { spr: 0, activeSlots: 0, debugInfo: 0 }
  const state = {
    /** Off: the health calls fail as an unreachable node's do. */
    up: true,
    /** Off: the marketplace call fails (the node has no persistence). */
    marketplace: true,
    files: [] as DataItem[],
    filesAnswer: null as Result<DataItem[]> | null,
    network: new Map<string, Result<DataItem>>(),
    purchases: [] as Purchase[],
  }
  const answers = {
    spr: (() => (state.up ? ok('spr:abc') : unreachable())) as Answer<string>,
    activeSlots: (() => (state.up && state.marketplace ? ok([]) : unreachable())) as Answer<Slot[]>,
    debugInfo: (() => (state.up ? ok(sampleDebugInfo()) : unreachable())) as Answer<DebugInfo>,
  }
  const health = <Name extends keyof typeof answers>(name: Name) =>
    (async () => {
      calls.push(name)
      counts[name] += 1
      return answers[name]()
    }) as NodeClient[Name]
  const client: Partial<NodeClient> = {
    spr: health('spr'),
    activeSlots: health('activeSlots'),
    debugInfo: health('debugInfo'),
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
      return state.network.get(cid) ?? fail('Error retries exhausted', { code: 404 })
    },
    async purchases() {
      calls.push('purchases')
      return ok(state.purchases)
    },
    async fetchManifest(cid) {
      calls.push(`manifest ${cid}`)
      return state.network.get(cid) ?? fail('Error retries exhausted', { code: 404 })
    },
  }
  return { client: client as NodeClient, uploads, calls, counts, state, answers }
}
