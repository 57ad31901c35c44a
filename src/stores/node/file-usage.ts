import { computed } from 'nanostores'
import { usageClass, type UsageClass } from '../../lib/file-types.ts'
import { perNode } from '../nodes/scope.ts'
import { files, type FileEntry } from './file-list.ts'

export interface UsageRow {
  kind: UsageClass
  label: string
  count: number
  bytes: bigint
}

/** The summary's rows, in this order, every one shown (a class with no files counts 0). */
export const USAGE_CLASSES: readonly { kind: UsageClass; label: string }[] = [
  { kind: 'document', label: 'Documents' },
  { kind: 'image', label: 'Images' },
  { kind: 'video', label: 'Video' },
  { kind: 'archive', label: 'Archives' },
  { kind: 'other', label: 'Other' },
]

/** Count and bytes per class, in one pass over the list (a node may hold 100,000 files). */
export function summarizeUsage(list: readonly FileEntry[]): UsageRow[] {
  const counts = new Map<UsageClass, { count: number; bytes: bigint }>()
  for (const { kind } of USAGE_CLASSES) counts.set(kind, { count: 0, bytes: 0n })
  for (const file of list) {
    const kind = file.type === 'document' ? usageClass(file.mimetype, file.filename) : file.type
    const entry = counts.get(kind)
    if (entry) {
      entry.count += 1
      entry.bytes += file.size
    }
  }
  return USAGE_CLASSES.map(({ kind, label }) => ({ kind, label, ...counts.get(kind)! }))
}

/** The node's usage by type; null until its file list is known. */
export const fileUsage = perNode((scope) =>
  computed(files.of(scope), (query) =>
    query.state === 'ready' ? summarizeUsage(query.data) : null,
  ),
)
