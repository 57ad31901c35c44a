import * as z from 'zod/mini'

/**
 * A count, size or token amount as the node sends it: a JSON number (v0.2.0 binary) or a decimal
 * string (the contract and the spec). Either way the client hands on a number.
 */
export const Numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
)

/** A string or null, where a missing field counts as null. */
export const NullableText = z._default(z.nullable(z.string()), null)
