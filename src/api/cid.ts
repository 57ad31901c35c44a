import type { CID } from 'multiformats/cid'
import { lazyModule } from '../lib/lazy-module.ts'
import { fail, ok, type Result } from './result.ts'

/** The node's own words for a cid it cannot parse. */
export const CID_INVALID = 'Incorrect Cid'

/** multiformats' cid parser, fetched with the first cid to check, not with the page. */
const multiformats = lazyModule(() => import('multiformats/cid'))

function parseWith(parser: typeof CID, value: string): Result<CID> {
  if (typeof value !== 'string' || value.length === 0 || value.trim() !== value) {
    return fail(CID_INVALID)
  }
  try {
    return ok(parser.parse(value))
  } catch {
    return fail(CID_INVALID)
  }
}

/**
 * Parses a content id (CIDv1 in base58btc or base32, or a CIDv0) with a real cid parser. A parser
 * that cannot load fails the check in the loader's words.
 */
export async function parseCid(value: string): Promise<Result<CID>> {
  try {
    return parseWith((await multiformats.load()).CID, value)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

/** Whether `value` is a cid; rejects when the parser cannot load. */
export async function isCid(value: string): Promise<boolean> {
  return !parseWith((await multiformats.load()).CID, value).error
}
