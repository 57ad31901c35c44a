import type { DatasetRecord } from './dataset-record.ts'

export interface Space {
  totalBlocks: number
  quotaMaxBytes: number
  quotaUsedBytes: number
  quotaReservedBytes: number
}

/** The node's `/space`: each data file counted once, however many manifests share it. */
export function spaceOf(
  records: Iterable<DatasetRecord>,
  quotaMaxBytes: number,
  quotaReservedBytes = 0,
): Space {
  const files = new Map<string, { blocks: number; bytes: number }>()
  let manifestBytes = 0
  let manifests = 0
  let extraBlocks = 0
  let extraBytes = 0
  for (const record of records) {
    const { blockSize } = record.manifest
    files.set(record.dataFile, {
      blocks: record.dataBlocks,
      bytes: record.dataBlocks * blockSize,
    })
    manifests += 1
    manifestBytes += record.manifestBytes
    extraBlocks += record.extraBlocks
    extraBytes += record.extraBlocks * blockSize
  }
  const data = [...files.values()].reduce(
    (sum, file) => ({ blocks: sum.blocks + file.blocks, bytes: sum.bytes + file.bytes }),
    { blocks: 0, bytes: 0 },
  )
  return {
    totalBlocks: data.blocks + extraBlocks + manifests,
    quotaMaxBytes,
    quotaUsedBytes: data.bytes + extraBytes + manifestBytes,
    quotaReservedBytes,
  }
}
