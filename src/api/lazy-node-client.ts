import { joinUrl } from '../lib/urls.ts'
import { dataPath, networkStreamPath } from './data-paths.ts'
import { lazyCalls } from './lazy-calls.ts'
import { NODE_CALL_NAMES, SALES_CALL_NAMES, TRADE_CALL_NAMES } from './node-call-names.ts'
import type { NodeClient, NodeClientOptions } from './node-client.ts'
import { CODEX_LINE, fixedLineOf } from './node-line.ts'
import { fail, ok } from './result.ts'
import { UPLOAD_NETWORK_ERROR } from './upload-messages.ts'
import { uploadWhenReady } from './upload-when-ready.ts'

/**
 * The node client whose code (transport, detection, uploads) loads with its first call, so an
 * element that has made none (an uploader before its first drop) starts without it. A chunk that
 * cannot load fails that call, and the next call tries again.
 */
export function createLazyNodeClient(
  options: NodeClientOptions,
  loadCode: () => Promise<Pick<typeof import('./node-client.ts'), 'createNodeClient'>> = () =>
    import('./node-client.ts'),
): NodeClient {
  let client: NodeClient | undefined
  const load = () => loadCode().then((module) => (client ??= module.createNodeClient(options)))
  // Until it loads, a URL is on the line known now, as the client's own: the fixed one, else Codex.
  const lineUrl = (path: string) =>
    joinUrl(options.url, `${(fixedLineOf(options.prefix) ?? CODEX_LINE).prefix}${path}`)
  return {
    ...lazyCalls(load, {
      detect: true,
      redetect: true,
      fetchFile: true,
      ...NODE_CALL_NAMES,
      ...SALES_CALL_NAMES,
      ...TRADE_CALL_NAMES,
    }),
    upload: (file, uploadOptions) =>
      uploadWhenReady(
        load().then(ok, () => fail<NodeClient>(UPLOAD_NETWORK_ERROR)),
        (loaded) => loaded.upload(file, uploadOptions),
      ),
    downloadUrl: (cid) => client?.downloadUrl(cid) ?? lineUrl(dataPath(cid)),
    networkStreamUrl: (cid) => client?.networkStreamUrl(cid) ?? lineUrl(networkStreamPath(cid)),
    hasCredentials: options.auth !== undefined,
  }
}
