import { createHash } from 'node:crypto'
import { CID } from 'multiformats/cid'
import { base58btc } from 'multiformats/bases/base58'
import * as Digest from 'multiformats/hashes/digest'

/** Multicodecs from nim-codex `codextypes.nim`. */
export const ManifestCodec = 0xcd01
export const BlockCodec = 0xcd02
export const DatasetRootCodec = 0xcd03
const Sha256Code = 0x12

export const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest()

/** CIDv1 over a sha2-256 digest, rendered in base58btc (`z…`, 52 characters). */
export function cidFromDigest(codec: number, digest: Uint8Array): string {
  return CID.create(1, codec, Digest.create(Sha256Code, digest)).toString(base58btc)
}

export const manifestCid = (manifestBytes: Uint8Array): string =>
  cidFromDigest(ManifestCodec, sha256(manifestBytes))

export const blockCid = (block: Uint8Array): string => cidFromDigest(BlockCodec, sha256(block))

export type ParsedCid =
  { ok: true; cid: string; codec: number } | { ok: false; message: 'Incorrect Cid' }

/** The node accepts any syntactically valid CID on a path and answers `Incorrect Cid` otherwise. */
export function parseCid(text: string): ParsedCid {
  try {
    const cid = CID.parse(text, text.startsWith('z') ? base58btc : undefined)
    return {
      ok: true,
      cid: cid.toString(cid.version === 0 ? undefined : base58btc),
      codec: cid.code,
    }
  } catch {
    return { ok: false, message: 'Incorrect Cid' }
  }
}
