import { atom, computed } from 'nanostores'
import { revalidatedBy } from './query.ts'
import { compareBigints } from '../../lib/exact.ts'
import type { SortDirection } from '../../lib/sort.ts'
import type { FileType } from '../../lib/file-types.ts'
import { files as nodeFiles, type FileEntry } from './files.ts'
import { folders as nodeFolders } from './folders.ts'
import { type NodeScope } from '../nodes/scope.ts'

export type FileSortColumn = 'name' | 'size' | 'date'

/** The list's order: a column and a direction, or null for the node's own order. */
export type FileSort = { column: FileSortColumn; direction: SortDirection } | null

/** Newest first, as a user opening the list expects. */
export const DEFAULT_FILE_SORT: FileSort = { column: 'date', direction: 'descending' }

export interface FileFilter {
  /** The classes to show; empty shows every class. */
  types: readonly FileType[]
  text: string
  /** Only the files of this folder; null for all files. */
  folder: string | null
}

const ASCENDING: Record<FileSortColumn, (a: FileEntry, b: FileEntry) => number> = {
  name: (a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0),
  size: (a, b) => compareBigints(a.size, b.size),
  date: (a, b) => a.uploadedAt - b.uploadedAt,
}

/** Ascending order of two files by a column (the same function every time). */
export function compareFilesBy(column: FileSortColumn) {
  return ASCENDING[column]
}

/** A sorted copy; ties keep their order (Array#sort is stable). */
export function sortFiles(files: readonly FileEntry[], sort: FileSort): FileEntry[] {
  if (!sort) return [...files]
  const compare = compareFilesBy(sort.column)
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...files].sort((a, b) => sign * compare(a, b))
}

export function filterFiles(
  files: readonly FileEntry[],
  filter: FileFilter,
  folderCids: ReadonlySet<string> | null,
): FileEntry[] {
  const text = filter.text.trim().toLowerCase()
  const types = new Set(filter.types)
  return files.filter(
    (file) =>
      (types.size === 0 || types.has(file.type)) &&
      (text === '' || file.searchText.includes(text)) &&
      (folderCids === null || folderCids.has(file.cid)),
  )
}

/** How many files of each class there are, for the type filter's labels. */
export function countTypes(files: readonly FileEntry[]): Partial<Record<FileType, number>> {
  const counts: Partial<Record<FileType, number>> = {}
  for (const file of files) counts[file.type] = (counts[file.type] ?? 0) + 1
  return counts
}

/**
 * One list's view of the files: its own order, filters and folder, so two lists on a page (the
 * dashboard's four newest and the full list) never disturb each other. It lists the scope's node.
 */
export function createFilesView(scope: NodeScope) {
  const $sort = atom<FileSort>(DEFAULT_FILE_SORT)
  const $filter = atom<FileFilter>({ types: [], text: '', folder: null })

  const $sorted = computed([nodeFiles.of(scope), $sort], (files, sort) =>
    files.state === 'ready' ? sortFiles(files.data, sort) : [],
  )
  const $folderCids = computed([nodeFolders.of(scope), $filter], (folders, filter) => {
    if (filter.folder === null) return null
    return new Set(folders.find((folder) => folder.name === filter.folder)?.cids ?? [])
  })
  const $rows = revalidatedBy(
    computed([$sorted, $filter, $folderCids], filterFiles),
    nodeFiles.of(scope),
  )

  return {
    $sort,
    $filter,
    $rows,
    setSort: (sort: FileSort) => $sort.set(sort),
    setText: (text: string) => $filter.set({ ...$filter.get(), text }),
    setFolder: (folder: string | null) => $filter.set({ ...$filter.get(), folder }),
    toggleType(type: FileType) {
      const { types } = $filter.get()
      const next = types.includes(type) ? types.filter((each) => each !== type) : [...types, type]
      $filter.set({ ...$filter.get(), types: next })
    },
  }
}

export type FilesView = ReturnType<typeof createFilesView>
