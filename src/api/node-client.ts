import { createNodeContext, segment, type NodeClientOptions } from './node-context.ts'
import { lazyCalls } from './lazy-calls.ts'
import type { MarketplaceCalls } from './marketplace-calls.ts'
import type { NodeCalls } from './node-calls.ts'
import type { NodeProfile } from './node-profile.ts'
import type { Result } from './result.ts'
import { uploadWhenReady, uploadFile, type Upload, type UploadOptions } from './upload.ts'

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
 * Uploads and URLs are ready at once; the other calls bring their code and schemas (and zod) with
 * the first of them, so an element that only uploads starts without them.
 */
export function createNodeClient(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  return {
    detect: node.detect,
    redetect: node.redetect,
    upload: (file, uploadOptions = {}) =>
      uploadWhenReady(node.line(), (line) =>
        uploadFile(file, uploadOptions, {
          url: node.urlOn(line, '/data'),
          headers: node.headers,
          createXhr: node.createXhr,
        }),
      ),
    downloadUrl: (cid) => node.url(`/data/${segment(cid)}`),
    networkStreamUrl: (cid) => node.url(`/data/${segment(cid)}/network/stream`),
    hasCredentials: node.hasCredentials,
    fetchFile: node.file,
    ...lazyCalls(() => import('./node-calls.ts').then((module) => module.nodeCalls(node)), {
      files: true,
      space: true,
      networkDownload: true,
      downloadProgress: true,
      cancelDownload: true,
      exists: true,
      fetchManifest: true,
      deleteFile: true,
      connect: true,
      spr: true,
      peerId: true,
      debugInfo: true,
      setLogLevel: true,
    }),
    ...lazyCalls(
      () => import('./marketplace-calls.ts').then((module) => module.marketplaceCalls(node)),
      {
        marketplaceStatus: true,
        activeSlots: true,
        activeSlot: true,
        availabilities: true,
        createAvailability: true,
        updateAvailability: true,
        reservations: true,
        purchaseIds: true,
        purchases: true,
        purchaseDetail: true,
        createStorageRequest: true,
      },
    ),
  }
}
