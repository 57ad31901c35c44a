import type { Manifest } from '../manifest.ts'

export interface DatasetRecord {
  cid: string
  manifest: Manifest
  /** The tree cid naming the file that holds the original bytes. */
  dataFile: string
  dataBlocks: number
  /** Blocks stored on top of the data (parity of a protected dataset). */
  extraBlocks: number
  manifestBytes: number
  /** Logos Storage: announced to the network (absent in records written before: announced). */
  advertise?: boolean
}

/** A record without the field was announced, as every dataset was before the 2026 flag. */
export const isAdvertised = (record: DatasetRecord): boolean => record.advertise !== false
