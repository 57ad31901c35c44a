import { DataList, type DataItem, type Manifest } from './schemas/data.ts'
import { UINT256_MAX } from './schemas/numeric.ts'
import { messageOf, parseJson } from './http.ts'
import { ok, fail, type Result } from './result.ts'
import { validateAnswer } from './validation.ts'

const DIGITS = /^\d+$/

/** A size as the schema's `UInt` reads it, or undefined where the schema must judge. */
function plainUInt(value: unknown): bigint | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  }
  if (typeof value !== 'string' || !DIGITS.test(value)) return undefined
  const big = BigInt(value)
  return big <= UINT256_MAX ? big : undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string'
const optionalFlag = (value: unknown) => value === undefined || typeof value === 'boolean'

/** One item in the shape every node line sends, as the schema would hand it on; else undefined. */
function plainItem(item: unknown): DataItem | undefined {
  if (!isObject(item) || typeof item.cid !== 'string' || !isObject(item.manifest)) return undefined
  const raw = item.manifest
  const datasetSize = plainUInt(raw.datasetSize)
  const blockSize = plainUInt(raw.blockSize)
  if (datasetSize === undefined || blockSize === undefined || typeof raw.treeCid !== 'string') {
    return undefined
  }
  if (!optionalText(raw.filename) || !optionalText(raw.mimetype)) return undefined
  if (!optionalFlag(raw.protected) || !optionalFlag(raw.verifiable)) return undefined
  // Only nodes before v0.2.0 send it: their rare answers go through the schema.
  if (raw.uploadedAt !== undefined) return undefined
  const manifest: Manifest = {
    treeCid: raw.treeCid,
    datasetSize,
    blockSize,
    filename: (raw.filename as string | null | undefined) ?? null,
    mimetype: (raw.mimetype as string | null | undefined) ?? null,
    protected: (raw.protected as boolean | undefined) ?? false,
  }
  if (raw.verifiable !== undefined) manifest.verifiable = raw.verifiable as boolean
  return { cid: item.cid, manifest }
}

/**
 * `GET /data` read: each item checked by plain code for the shape nodes send, which reads 100,000
 * items many times faster than the schema. Any answer outside that shape (a missing field, a
 * wrong type, an old node's extra field) goes through the schema, so it fails with the same issues.
 */
export function readDataList(text: string): Result<DataItem[]> {
  const json = parseJson(text)
  if (json.error) return json
  const content = isObject(json.data) ? json.data.content : undefined
  if (Array.isArray(content)) {
    const items: DataItem[] = []
    for (const each of content) {
      const item = plainItem(each)
      if (!item) break
      items.push(item)
    }
    if (items.length === content.length) return ok(items)
  }
  try {
    const checked = validateAnswer(DataList(), json.data)
    return checked.error ? checked : ok(checked.data.content)
  } catch (error) {
    return fail(messageOf(error))
  }
}
