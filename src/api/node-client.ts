import { createNodeContext, segment, type NodeClientOptions } from './node-context.ts'
import { lazyCalls } from './lazy-calls.ts'
import type { MarketplaceCalls } from './marketplace-calls.ts'
import type { NodeCalls } from './node-calls.ts'
import { uploadFile, type Upload, type UploadOptions } from './upload.ts'

export type { NodeClientOptions }

/** The one door to the node: every call resolves to a result and never throws. */
export interface NodeClient extends NodeCalls, MarketplaceCalls {
  upload(file: Blob, options?: UploadOptions): Upload
  /** Where the browser downloads a locally stored file (also the image preview source). */
  downloadUrl(cid: string): string
  /** Where the browser downloads a file, fetching it from the network when not local. */
  networkStreamUrl(cid: string): string
}

/**
 * Uploads and URLs are ready at once; the other calls bring their code and schemas (and zod) with
 * the first of them, so an element that only uploads starts without them.
 */
export function createNodeClient(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  return {
    upload: (file, uploadOptions = {}) =>
      uploadFile(file, uploadOptions, {
        url: node.url('/data'),
        headers: node.headers,
        createXhr: node.createXhr,
      }),
    downloadUrl: (cid) => node.url(`/data/${segment(cid)}`),
    networkStreamUrl: (cid) => node.url(`/data/${segment(cid)}/network/stream`),
    ...lazyCalls(() => import('./node-calls.ts').then((module) => module.nodeCalls(node)), {
      files: true,
      space: true,
      networkDownload: true,
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
