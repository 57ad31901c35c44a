import { dataPath, networkStreamPath } from './data-paths.ts'
import { createNodeContext, type NodeClientOptions, type NodeContext } from './node-context.ts'
import { lazyCalls } from './lazy-calls.ts'
import { NODE_CALL_NAMES, SALES_CALL_NAMES, TRADE_CALL_NAMES } from './node-call-names.ts'
import type { MarketplaceCalls } from './marketplace-calls.ts'
import type { NodeCalls } from './node-calls.ts'
import type { NodeProfile } from './node-profile.ts'
import { fail, ok, type Result } from './result.ts'
import type { NodeLine } from './node-line.ts'
import type { uploadFile, Upload, UploadOptions } from './upload.ts'
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR } from './upload-messages.ts'
import { uploadWhenReady } from './upload-when-ready.ts'

export type { NodeClientOptions }

/** The one door to the node: every call resolves to a result and never throws. */
export interface NodeClient extends NodeCalls, MarketplaceCalls {
  /**
   * Which line the node serves, its version and what it can do: detected with the first call,
   * shared by every call and element of this address.
   */
  detect(): Promise<Result<NodeProfile>>
  /** Detects again (the node came back, maybe as another version). */
  redetect(): Promise<Result<NodeProfile>>
  upload(file: Blob, options?: UploadOptions): Upload
  /** Where the browser downloads a locally stored file (also the image preview source). */
  downloadUrl(cid: string): string
  /** Where the browser downloads a file, fetching it from the network when not local. */
  networkStreamUrl(cid: string): string
  /**
   * Whether calls carry basic-auth credentials: then a plain link to `downloadUrl` or
   * `networkStreamUrl` is refused by the proxy, and the file goes through `fetchFile`.
   */
  readonly hasCredentials: boolean
  /** The file at one of the URLs above, fetched with the credentials (its own origin only). */
  fetchFile(url: string): Promise<Result<Blob>>
}

/**
 * URLs are ready at once; uploads bring their code with the first one, and the other calls theirs
 * with schemas and zod, so an element that only uploads never fetches the schemas.
 */
export function createNodeClient(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  const calls = lazyCalls(
    () => import('./node-calls.ts').then((module) => module.nodeCalls(node)),
    NODE_CALL_NAMES,
  )
  return {
    detect: node.detect,
    redetect: node.redetect,
    upload: (file, uploadOptions = {}) => {
      const upload = uploadWhenReady(uploadReady(node), ({ line, send }) =>
        send(file, uploadOptions, {
          url: node.urlOn(line, '/data'),
          headers: node.headers,
          createXhr: node.createXhr,
        }),
      )
      let settle: (cancelled: Result<string>) => void = () => {}
      const cancelled = new Promise<Result<string>>((resolve) => (settle = resolve))
      // Cancelled at once for the page; the clean-up's code loads with the first cancel, and
      // without it the upload is still aborted.
      const abort = () => {
        settle(fail(UPLOAD_CANCELLED))
        void import('./cancel-without-fragment.ts')
          .then((module) => module.cancelWithoutFragment(upload, calls, file, uploadOptions))
          .catch(() => upload.abort())
      }
      return { result: Promise.race([upload.result, cancelled]), abort }
    },
    downloadUrl: (cid) => node.url(dataPath(cid)),
    networkStreamUrl: (cid) => node.url(networkStreamPath(cid)),
    hasCredentials: node.hasCredentials,
    fetchFile: node.file,
    ...calls,
    ...lazyCalls(
      () => import('./marketplace-calls.ts').then((module) => module.salesCalls(node)),
      SALES_CALL_NAMES,
    ),
    ...lazyCalls(
      () => import('./trade-calls.ts').then((module) => module.tradeCalls(node)),
      TRADE_CALL_NAMES,
    ),
  }
}

/** The node's line and the upload code (loaded with the first upload), or why either is missing. */
async function uploadReady(
  node: NodeContext,
): Promise<Result<{ line: NodeLine; send: typeof uploadFile }>> {
  const [line, code] = await Promise.all([
    node.line(),
    import('./upload.ts').catch(() => undefined),
  ])
  if (line.error) return line
  return code ? ok({ line: line.data, send: code.uploadFile }) : fail(UPLOAD_NETWORK_ERROR)
}
