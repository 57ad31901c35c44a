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

/** Each list's orders, sorted once per list and column: a re-sort of 100,000 files is a copy. */
const ordersByList = new WeakMap<readonly FileEntry[], Map<FileSortColumn, FileEntry[]>>()

function ascendingOrder(files: readonly FileEntry[], column: FileSortColumn): FileEntry[] {
  let orders = ordersByList.get(files)
  if (!orders) {
    orders = new Map()
    ordersByList.set(files, orders)
  }
  let order = orders.get(column)
  if (!order) {
    order = [...files].sort(compareFilesBy(column))
    orders.set(column, order)
  }
  return order
}

/** The ascending order backwards, ties still in the list's order (what a stable sort gives). */
function descendingFrom(ascending: readonly FileEntry[], column: FileSortColumn): FileEntry[] {
  const compare = compareFilesBy(column)
  const out: FileEntry[] = []
  let end = ascending.length
  while (end > 0) {
    let start = end - 1
    while (start > 0 && compare(ascending[start - 1]!, ascending[start]!) === 0) start -= 1
    for (let index = start; index < end; index += 1) out.push(ascending[index]!)
    end = start
  }
  return out
}

/** A sorted copy; ties keep their order (as Array#sort, which is stable). */
export function sortFiles(files: readonly FileEntry[], sort: FileSort): FileEntry[] {
  if (!sort) return [...files]
  const ascending = ascendingOrder(files, sort.column)
  return sort.direction === 'ascending' ? [...ascending] : descendingFrom(ascending, sort.column)
}

/**
 * Sorts a newly loaded list by every column while it is being shown anyway, so the person's
 * first click on a header does not wait for a sort of the whole list.
 */
export function prepareOrders(files: readonly FileEntry[]): void {
  for (const column of Object.keys(ASCENDING) as FileSortColumn[]) ascendingOrder(files, column)
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

  const $sorted = computed([nodeFiles.of(scope), $sort], (files, sort) => {
    if (files.state !== 'ready') return []
    prepareOrders(files.data)
    return sortFiles(files.data, sort)
  })
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
