import { dataPath, networkStreamPath } from './data-paths.ts'
import { marketplaceCalls } from './marketplace-calls.ts'
import type { NodeClient } from './node-client.ts'
import { nodeCalls } from './node-calls.ts'
import { createNodeContext, type NodeClientOptions } from './node-context.ts'
import { cancelWithoutFragment } from './cancel-without-fragment.ts'
import { fail, type Result } from './result.ts'
import { uploadFile } from './upload.ts'
import { UPLOAD_CANCELLED } from './upload-messages.ts'
import { uploadWhenReady } from './upload-when-ready.ts'

/**
 * Every call of one node over one context (its line, detected once, its headers and transport):
 * the code node-client.ts loads with a client's first call.
 */
export function connectNode(options: NodeClientOptions): NodeClient {
  const node = createNodeContext(options)
  const calls = nodeCalls(node)
  return {
    detect: node.detect,
    redetect: node.redetect,
    upload: (file, uploadOptions = {}) => {
      const upload = uploadWhenReady(node.line(), (line) =>
        uploadFile(file, uploadOptions, {
          url: node.urlOn(
            line,
            uploadOptions.advertise === false ? '/data?advertise=false' : '/data',
          ),
          headers: node.headers,
          createXhr: node.createXhr,
        }),
      )
      let settle: (cancelled: Result<string>) => void = () => {}
      const cancelled = new Promise<Result<string>>((resolve) => (settle = resolve))
      // Cancelled at once for the page; the node's leftover of the upload goes in the background.
      const abort = () => {
        settle(fail(UPLOAD_CANCELLED))
        void cancelWithoutFragment(upload, calls, file, uploadOptions).catch(() => upload.abort())
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
