/** Where a node serves a locally stored file, under its API prefix (also the image preview source). */
export function dataPath(cid: string): string {
  return `/data/${encodeURIComponent(cid)}`
}

/** Where a node serves a file, fetching it from the network when it is not local. */
export function networkStreamPath(cid: string): string {
  return `${dataPath(cid)}/network/stream`
}
