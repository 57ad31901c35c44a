import { fail, ok, type Result } from '../../../src/api/result.ts'
import type { NodeClient } from '../../../src/api/node-client.ts'
import type { DataItem } from '../../../src/api/schemas/data.ts'
import type { Purchase } from '../../../src/api/schemas/marketplace.ts'
import type { Upload, UploadOptions } from '../../../src/api/upload.ts'
import { UPLOAD_CANCELLED } from '../../../src/api/upload.ts'

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

/** A node client with just the data calls, recording what the stores ask of it. */
export function createFakeNode() {
  const uploads: FakeUpload[] = []
  const calls: string[] = []
  const state = {
    files: [] as DataItem[],
    filesAnswer: null as Result<DataItem[]> | null,
    network: new Map<string, Result<DataItem>>(),
    purchases: [] as Purchase[],
  }
  const client: Partial<NodeClient> = {
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
  return { client: client as NodeClient, uploads, calls, state }
}
