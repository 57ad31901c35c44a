import { CID } from 'multiformats/cid'
import { fail, ok, type Result } from './result.ts'

/** The node's own words for a cid it cannot parse. */
export const CID_INVALID = 'Incorrect Cid'

/** Parses a content id (CIDv1 in base58btc or base32, or a CIDv0) with a real cid parser. */
export function parseCid(value: string): Result<CID> {
  if (typeof value !== 'string' || value.length === 0 || value.trim() !== value) {
    return fail(CID_INVALID)
  }
  try {
    return ok(CID.parse(value))
  } catch {
    return fail(CID_INVALID)
  }
}

export function isCid(value: string): boolean {
  return !parseCid(value).error
}
