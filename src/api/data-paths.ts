import type { NetworkFetchOptions } from './network-download.ts'

/** Where a node serves a locally stored file, under its API prefix (also the image preview source). */
export function dataPath(cid: string): string {
  return `/data/${encodeURIComponent(cid)}`
}

/** Where a node serves a file, fetching it from the network when it is not local. */
export function networkStreamPath(cid: string, options?: NetworkFetchOptions): string {
  return `${dataPath(cid)}/network/stream${transportQuery(options)}`
}

/** The query a network fetch takes: none for direct, the node's default, so every line takes it. */
export function transportQuery(options: NetworkFetchOptions = {}): string {
  return options.transport === 'mix' ? '?transport=mix' : ''
}
