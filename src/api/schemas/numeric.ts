import * as z from 'zod/mini'

/** The largest UInt256, the widest integer the node sends (token amounts). */
export const UINT256_MAX = 2n ** 256n - 1n

const DIGITS = /^\d+$/

/** A JSON number is only exact up to 2^53; past that it must have arrived as digits. */
const SafeInteger = z.number().check(z.int(), z.minimum(0))

/**
 * A size, duration or token amount as the node sends it: a JSON number (v0.2.0 binary) or a
 * decimal string (the contract). Handed on as an exact `bigint`, never as a JS number.
 */
export const UInt = z.pipe(
  z.pipe(
    z.union([SafeInteger, z.string().check(z.regex(DIGITS))]),
    z.transform((value: number | string) => BigInt(value)),
  ),
  z.bigint().check(z.lte(UINT256_MAX)),
)

/** A count (slots, slot index, blocks, a unix time): small enough to stay a JS number. */
export const Count = z.pipe(
  z.pipe(
    z.union([SafeInteger, z.string().check(z.regex(DIGITS))]),
    z.transform((value: number | string) => Number(value)),
  ),
  z.number().check(z.maximum(Number.MAX_SAFE_INTEGER)),
)

/** A string or null, where a missing field counts as null. */
export const NullableText = z._default(z.nullable(z.string()), null)
