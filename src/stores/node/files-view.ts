import { atom, computed, onMount } from 'nanostores'
import { revalidatedBy } from './query.ts'
import { compareBigints } from '../../lib/exact.ts'
import type { SortDirection } from '../../lib/sort.ts'
import type { FileType } from '../../lib/file-types.ts'
import { files as nodeFiles, type FileEntry } from './file-list.ts'
import { folders as nodeFolders } from './folders.ts'
import { type NodeScope } from '../nodes/scope.ts'
import { getEnvironment } from '../page/environment.ts'

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

/**
 * Each list's orders, sorted when first needed, then kept: sorting back to a column is a lookup.
 * `ascending` is the order, `descending` its reverse with ties still in list order.
 */
const ordersByList = new WeakMap<readonly FileEntry[], Map<string, FileEntry[]>>()

function order(files: readonly FileEntry[], column: FileSortColumn, direction: SortDirection) {
  let orders = ordersByList.get(files)
  if (!orders) {
    orders = new Map()
    ordersByList.set(files, orders)
  }
  const key = `${column} ${direction}`
  let sorted = orders.get(key)
  if (!sorted) {
    if (direction === 'ascending') {
      sorted = column === 'name' ? [...files].sort(compareFilesBy(column)) : byNumber(files, column)
    } else {
      sorted = descendingFrom(order(files, column, 'ascending'), column)
    }
    orders.set(key, sorted)
  }
  return sorted
}

const ORDERS: readonly [FileSortColumn, SortDirection][] = [
  ['size', 'descending'],
  ['date', 'descending'],
  ['size', 'ascending'],
  ['date', 'ascending'],
]

/**
 * Readies a newly loaded list's orders. Names sort by comparing strings (about 200 ms at 100,000
 * files), so they sort with the list, before its rows show: a click on File as soon as the rows
 * appear finds its order ready. Sizes and dates are counting sorts, a few milliseconds each: they
 * wait for idle moments, one order per moment.
 */
function prepareOrders(files: readonly FileEntry[]): () => void {
  order(files, 'name', 'descending')
  order(files, 'name', 'ascending')
  let cancel = () => {}
  const next = (index: number) => {
    const [column, direction] = ORDERS[index] ?? []
    if (!column || !direction) return
    cancel = getEnvironment().whenIdle(() => {
      order(files, column, direction)
      next(index + 1)
    })
  }
  next(0)
  return () => cancel()
}

/** Past this a size as a double may round: such lists sort by comparing bigints. */
const EXACT_DOUBLES = 2 ** 53

/** Ascending by size or date, ties in list order: a counting sort over the distinct values. */
function byNumber(files: readonly FileEntry[], column: 'size' | 'date'): FileEntry[] {
  const values = new Float64Array(files.length)
  for (let index = 0; index < files.length; index += 1) {
    const file = files[index]!
    const value = column === 'size' ? Number(file.size) : file.uploadedAt
    if (value >= EXACT_DOUBLES) return [...files].sort(compareFilesBy(column))
    values[index] = value
  }
  const distinct = Float64Array.from(new Set(values)).sort()
  const rankOf = new Map<number, number>()
  distinct.forEach((value, rank) => rankOf.set(value, rank))
  const ranks = new Uint32Array(files.length)
  const starts = new Uint32Array(distinct.length + 1)
  values.forEach((value, index) => {
    const rank = rankOf.get(value)!
    ranks[index] = rank
    starts[rank + 1] = starts[rank + 1]! + 1
  })
  for (let rank = 1; rank < starts.length; rank += 1)
    starts[rank] = starts[rank]! + starts[rank - 1]!
  const out = new Array<FileEntry>(files.length)
  ranks.forEach((rank, index) => {
    const at = starts[rank]!
    out[at] = files[index]!
    starts[rank] = at + 1
  })
  return out
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

/** The files in order; ties keep their order (as Array#sort, which is stable). Never mutated. */
export function sortFiles(files: readonly FileEntry[], sort: FileSort): readonly FileEntry[] {
  if (!sort) return files
  return order(files, sort.column, sort.direction)
}

export function filterFiles(
  files: readonly FileEntry[],
  filter: FileFilter,
  folderCids: ReadonlySet<string> | null,
): readonly FileEntry[] {
  const text = filter.text.trim().toLowerCase()
  const types = new Set(filter.types)
  if (text === '' && types.size === 0 && folderCids === null) return files
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
    return sortFiles(files.data, sort)
  })
  onMount($sorted, () => {
    let cancelPreparing = () => {}
    const stop = nodeFiles.of(scope).subscribe((files) => {
      cancelPreparing()
      cancelPreparing = files.state === 'ready' ? prepareOrders(files.data) : () => {}
    })
    return () => {
      stop()
      cancelPreparing()
    }
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
