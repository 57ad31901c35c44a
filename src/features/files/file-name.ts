import type { FileEntry } from '../../stores/node/file-list.ts'

/** What a file is called on screen; the node keeps no name for some uploads. */
export function fileName(file: Pick<FileEntry, 'filename'>): string {
  return file.filename ?? 'Unnamed file'
}
