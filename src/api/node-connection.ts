import { lazyModule } from '../lib/lazy-module.ts'
import { dataPath, networkStreamPath } from './data-paths.ts'
import { marketplaceCalls } from './marketplace-calls.ts'
import type { NodeClient } from './node-client.ts'
import { nodeCalls } from './node-calls.ts'
import { createNodeContext, type NodeClientOptions } from './node-context.ts'
import type { ListedBefore } from './cancel-without-fragment.ts'
import { fail, type Result } from './result.ts'
import { uploadFile, type UploadOptions } from './upload.ts'
import { UPLOAD_CANCELLED } from './upload-messages.ts'
import { uploadWhenReady } from './upload-when-ready.ts'

// The clean-up after a cancel is not in the first load: it comes with an upload.
const fragmentCode = lazyModule(() => import('./cancel-without-fragment.ts'))

/**
 * Every call of one node over one context (its line, detected once, its headers and transport):
 * the code node-client.ts loads with a client's first call.
 */
export function connectNode(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  const calls = nodeCalls(node)
  // Uploads started together share one list of what the node held before them.
  let inFlight: ReturnType<typeof calls.files> | undefined
  const none: ListedBefore = Promise.resolve(null)
  const listing = () => (inFlight ??= calls.files().finally(() => (inFlight = undefined)))
  return {
    detect: node.detect,
    redetect: node.redetect,
    upload: (file, uploadOptions = {}) => {
      void fragmentCode.load().catch(() => undefined)
      let sentWhole = false
      let sent = 0
      let step = 0
      let listed: ListedBefore | undefined
      const sending: UploadOptions = {
        ...uploadOptions,
        onProgress: (loaded, total) => {
          // Asked once the body is under way, not sent whole (the node stores nothing of it
          // before its last byte), so a cancel can tell the node's files from what it added.
          if (loaded < total && !sentWhole) listed ??= listBefore()
          if (loaded >= total) sentWhole = true
          step = Math.max(step, loaded - sent)
          sent = loaded
          uploadOptions.onProgress?.(loaded, total)
        },
      }
      const listBefore = () =>
        listing().then((list) =>
          list.error || sentWhole ? null : new Set(list.data.map((item) => item.cid)),
        )
      const upload = uploadWhenReady(node.line(), (line) =>
        uploadFile(file, sending, {
          url: node.urlOn(line, sending.advertise === false ? '/data?advertise=false' : '/data'),
          headers: node.headers,
          transport: node.transport,
          silenceMs: node.deadlines.silenceMs,
        }),
      )
      void upload.result.then(() => (sentWhole = true))
      let settle: (cancelled: Result<string>) => void = () => {}
      const cancelled = new Promise<Result<string>>((resolve) => (settle = resolve))
      // Cancelled at once for the page; the node's leftover of the upload goes in the background.
      const abort = () => {
        settle(fail(UPLOAD_CANCELLED))
        const seen = { listedBefore: listed ?? none, sent: () => sent, step: () => step }
        return fragmentCode
          .load()
          .then(({ cancelWithoutFragment }) =>
            cancelWithoutFragment(
              upload,
              calls,
              uploadOptions,
              seen,
              (ms) => new Promise((done) => node.transport.setTimer(done, ms)),
            ),
          )
          .catch(() => upload.abort())
      }
      return { result: Promise.race([upload.result, cancelled]), abort }
    },
    downloadUrl: (cid) => node.url(dataPath(cid)),
    networkStreamUrl: (cid, options) => node.url(networkStreamPath(cid, options)),
    hasCredentials: node.hasCredentials,
    fetchFile: node.file,
    ...calls,
    ...marketplaceCalls(node),
  }
}
