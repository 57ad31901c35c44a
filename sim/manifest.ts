import { CID } from 'multiformats/cid'
import { DatasetRootCodec, cidFromDigest, manifestCid, sha256 } from './cid.ts'

export const BlockSize = 65536

/** The manifest as the node serialises it; field order matters for the JSON. */
export interface Manifest {
  treeCid: string
  datasetSize: number
  blockSize: number
  filename: string | null
  mimetype: string | null
  protected: boolean
  verifiable?: boolean
}

export interface ErasureInfo {
  ecK: number
  ecM: number
  originalTreeCid: string
  originalDatasetSize: number
  slotRoots: string
}

export const blocksFor = (size: number): number => Math.ceil(size / BlockSize)

/** The 2026 manifest: no erasure coding, so no `protected` nor `verifiable`. */
export type PlainManifest = Omit<Manifest, 'protected' | 'verifiable'>

/**
 * The JSON the node emits for a manifest: Codex adds `protected` (and `verifiable` on protected
 * manifests); Logos Storage (`erasure` false) has neither.
 */
export function manifestJson(manifest: Manifest, erasure = true): Manifest | PlainManifest {
  const plain: PlainManifest = {
    treeCid: manifest.treeCid,
    datasetSize: manifest.datasetSize,
    blockSize: manifest.blockSize,
    filename: manifest.filename,
    mimetype: manifest.mimetype,
  }
  if (!erasure) return plain
  const json: Manifest = { ...plain, protected: manifest.protected }
  if (manifest.protected) json.verifiable = manifest.verifiable ?? false
  return json
}

/** The tree root: sha2-256 over the blocks' digests (the real node builds its own merkle tree). */
export const treeCidFromRoot = (root: Uint8Array): string => cidFromDigest(DatasetRootCodec, root)

export const treeCidOf = (label: string): string => treeCidFromRoot(sha256(Buffer.from(label)))

function varint(value: number): number[] {
  const out: number[] = []
  let rest = value
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  out.push(rest)
  return out
}

function field(tag: number, payload: Uint8Array | number): number[] {
  if (typeof payload === 'number') return [(tag << 3) | 0, ...varint(payload)]
  return [(tag << 3) | 2, ...varint(payload.length), ...payload]
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

// Seeding (`--files`) encodes 100,000 manifests over a few hundred tree cids: parse each once.
const parsedCids = new Map<string, Uint8Array>()
function cidBytes(cid: string): Uint8Array {
  let bytes = parsedCids.get(cid)
  if (!bytes) {
    if (parsedCids.size > 1024) parsedCids.clear()
    bytes = CID.parse(cid).bytes
    parsedCids.set(cid, bytes)
  }
  return bytes
}

/**
 * The manifest block: a protobuf in the node's field layout (tree cid, block size, dataset size,
 * codecs, version, erasure and verification info, filename, mimetype). Its length is what the
 * node charges to the quota, and its sha2-256 is the manifest cid.
 */
export function encodeManifest(manifest: Manifest, erasure?: ErasureInfo): Uint8Array {
  const erasureFields = erasure
    ? [
        ...field(1, erasure.ecK),
        ...field(2, erasure.ecM),
        ...field(3, cidBytes(erasure.originalTreeCid)),
        ...field(4, erasure.originalDatasetSize),
      ]
    : []
  const verificationFields = erasure ? field(1, cidBytes(erasure.slotRoots)) : []
  const bytes = [
    ...field(1, cidBytes(manifest.treeCid)),
    ...field(2, manifest.blockSize),
    ...field(3, manifest.datasetSize),
    ...field(4, 0xcd02),
    ...field(5, 0x12),
    ...field(6, 1),
    ...field(7, Uint8Array.from(erasureFields)),
  ]
  if (erasure) bytes.push(...field(8, Uint8Array.from(verificationFields)))
  if (manifest.filename !== null) bytes.push(...field(9, utf8(manifest.filename)))
  if (manifest.mimetype !== null) bytes.push(...field(10, utf8(manifest.mimetype)))
  return Uint8Array.from(bytes)
}

export function buildManifestCid(
  manifest: Manifest,
  erasure?: ErasureInfo,
): {
  cid: string
  manifestBytes: number
} {
  const encoded = encodeManifest(manifest, erasure)
  return { cid: manifestCid(encoded), manifestBytes: encoded.length }
}
