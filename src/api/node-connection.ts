import { dataPath, networkStreamPath } from './data-paths.ts'
import { marketplaceCalls } from './marketplace-calls.ts'
import type { NodeClient } from './node-client.ts'
import { nodeCalls } from './node-calls.ts'
import { createNodeContext, type NodeClientOptions } from './node-context.ts'
import { uploadFile } from './upload.ts'
import { uploadWhenReady } from './upload-when-ready.ts'

/**
 * Every call of one node over one context (its line, detected once, its headers and transport):
 * the code node-client.ts loads with a client's first call.
 */
export function connectNode(options: NodeClientOptions): NodeClient {
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
    downloadUrl: (cid) => node.url(dataPath(cid)),
    networkStreamUrl: (cid) => node.url(networkStreamPath(cid)),
    hasCredentials: node.hasCredentials,
    fetchFile: node.file,
    ...nodeCalls(node),
    ...marketplaceCalls(node),
  }
}
