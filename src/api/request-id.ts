declare const requestIdBrand: unique symbol

/**
 * A storage request's id as the vault keeps and compares it: `0x` then lower-case hex. The node
 * answers ids with `0x` (v0.2.x) or without it (some answers of `POST /storage/request`), in
 * either case; every id passes through `toRequestId` once, where it enters, and is then compared
 * as it is. The empty id stays empty: it marks a purchase whose detail could not be read.
 */
export type RequestId = string & { readonly [requestIdBrand]: 'RequestId' }

/**
 * The one normalisation: trimmed, lower-case, with the `0x` prefix (empty stays empty). What is
 * not hex at all is no id to normalise: it is kept as the node wrote it, and shown as text.
 */
export function toRequestId(raw: string): RequestId {
  const trimmed = raw.trim()
  if (!/^(0x)?[0-9a-f]*$/i.test(trimmed)) return raw as RequestId
  const hex = trimmed.replace(/^0x/i, '').toLowerCase()
  return (hex === '' ? '' : `0x${hex}`) as RequestId
}

/** Whether `raw` is a request id as it is written down: `0x` then hex, in either case. */
export function isRequestId(raw: string): boolean {
  return /^0x[0-9a-f]+$/i.test(raw)
}
