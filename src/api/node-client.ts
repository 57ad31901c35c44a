import { joinUrl } from '../lib/urls.ts'
import { lazyModule, type LazyModule } from '../lib/lazy-module.ts'
import { dataPath, networkStreamPath } from './data-paths.ts'
import { loadedCalls } from './loaded-calls.ts'
import type { MarketplaceCalls } from './marketplace-calls.ts'
import type { NodeCalls } from './node-calls.ts'
import type { NodeClientOptions } from './node-context.ts'
import { CODEX_LINE, fixedLineOf } from './node-line.ts'
import type { NodeProfile } from './node-profile.ts'
import type { NetworkFetchOptions } from './network-download.ts'
import { fail, ok, type Result } from './result.ts'
import type { Upload, UploadOptions } from './upload.ts'
import { UPLOAD_NETWORK_ERROR } from './upload-messages.ts'
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
  networkStreamUrl(cid: string, options?: NetworkFetchOptions): string
  /**
   * Whether calls carry basic-auth credentials: then a plain link to `downloadUrl` or
   * `networkStreamUrl` is refused by the proxy, and the file goes through `fetchFile`.
   */
  readonly hasCredentials: boolean
  /** The file at one of the URLs above, fetched with the credentials (its own origin only). */
  fetchFile(url: string): Promise<Result<Blob>>
}

type ConnectionCode = Pick<typeof import('./node-connection.ts'), 'connectNode'>

/** Every call but the URLs: a call added to `NodeClient` and not here fails to compile. */
const LOADED_CALLS: Record<Exclude<keyof NodeClient, Answered>, true> = {
  detect: true,
  redetect: true,
  fetchFile: true,
  files: true,
  space: true,
  networkDownload: true,
  downloadProgress: true,
  cancelDownload: true,
  exists: true,
  fetchManifest: true,
  servesAdvertising: true,
  advertised: true,
  setAdvertised: true,
  deleteFile: true,
  connect: true,
  spr: true,
  peerId: true,
  debugInfo: true,
  setLogLevel: true,
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
}

/** What the client answers before its code has loaded. */
type Answered = 'upload' | 'downloadUrl' | 'networkStreamUrl' | 'hasCredentials'

const connectionCode = lazyModule<ConnectionCode>(() => import('./node-connection.ts'))

/**
 * The node client: URLs at once, and every call's code (detection, transport, schemas and zod,
 * uploads) loaded with the first call, through this one door, so an element that has made none
 * (an uploader before its first drop) starts without it. Code that cannot load fails that call,
 * and the next call tries again.
 */
export function createNodeClient(
  options: NodeClientOptions,
  code: LazyModule<ConnectionCode> = connectionCode,
): NodeClient {
  let client: NodeClient | undefined
  const load = () => code.load().then((module) => (client ??= module.connectNode(options)))
  // Until it loads, a URL is on the line known now, as the client's own: the fixed one, else Codex.
  const lineUrl = (path: string) =>
    joinUrl(options.url, `${(fixedLineOf(options.prefix) ?? CODEX_LINE).prefix}${path}`)
  return {
    ...loadedCalls(load, LOADED_CALLS),
    upload: (file, uploadOptions) =>
      uploadWhenReady(
        load().then(ok, () => fail<NodeClient>(UPLOAD_NETWORK_ERROR)),
        (loaded) => loaded.upload(file, uploadOptions),
      ),
    downloadUrl: (cid) => client?.downloadUrl(cid) ?? lineUrl(dataPath(cid)),
    networkStreamUrl: (cid, options) =>
      client?.networkStreamUrl(cid, options) ?? lineUrl(networkStreamPath(cid, options)),
    hasCredentials: options.auth !== undefined,
  }
}
