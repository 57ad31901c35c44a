/**
 * The node's lenient JSON inputs: unknown keys ignored, a missing field counts as 0, integers
 * accept a JSON number or a decimal string, token amounts also a 0x hex string.
 */
export type Fields = Record<string, unknown>

export class InputError extends Error {}

export function parseObject(text: string): Fields {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InputError(
      `Unable to parse JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError('Unable to deserialize: expected a JSON object')
  }
  return value as Fields
}

const UINT64_MAX = 2n ** 64n - 1n

/** A uint64 field (size, duration, expiry, counts): any value up to 2^64 - 1, kept exact. */
export function readUint(fields: Fields, key: string): bigint | undefined {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  const exact =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? BigInt(value)
      : typeof value === 'string' && /^\d+$/.test(value)
        ? BigInt(value)
        : undefined
  if (exact !== undefined && exact <= UINT64_MAX) return exact
  throw new InputError(
    `Unable to deserialize field '${key}': ${JSON.stringify(value)} is not an unsigned integer`,
  )
}

export function readToken(fields: Fields, key: string): bigint | undefined {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && (/^\d+$/.test(value) || /^0x[0-9a-fA-F]+$/.test(value))) {
    return BigInt(value)
  }
  throw new InputError(
    `Unable to deserialize field '${key}': ${JSON.stringify(value)} is not a token amount`,
  )
}

/** A 32-byte id in a path: hex with or without 0x; answers the lower-case 0x form. */
export function parseId(text: string): string {
  const hex = text.startsWith('0x') || text.startsWith('0X') ? text.slice(2) : text
  if (!/^[0-9a-fA-F]*$/.test(hex)) throw new InputError('Invalid hex string')
  if (hex.length !== 64) throw new InputError('Invalid hex string length')
  return `0x${hex.toLowerCase()}`
}

/** A boolean field (v0.2.1's `enabled`). */
export function readBool(fields: Fields, key: string): boolean | undefined {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'boolean') return value
  throw new InputError(
    `Unable to deserialize field '${key}': ${JSON.stringify(value)} is not a boolean`,
  )
}

/** A signed unix time (v0.2.1's `until`: negative values parse, then get the node's 422). */
export function readSeconds(fields: Fields, key: string): number | undefined {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text === 'string' && /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))) {
    return Number(text)
  }
  throw new InputError(
    `Unable to deserialize field '${key}': ${JSON.stringify(value)} is not an integer`,
  )
}
