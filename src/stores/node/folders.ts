import { perNode, type NodeScope } from '../nodes/scope.ts'

/** A local folder: a name and the cids of the files put in it. */
export interface Folder {
  name: string
  cids: string[]
}

export const FAVORITES = 'Favorites'
export const MAX_FOLDERS = 5
export const MAX_FOLDER_NAME = 9

export const FOLDER_NAME_INVALID = '9 alpha characters maximum'
export const FOLDER_LIMIT_REACHED = '5 folders limit reached'
export const FOLDER_EXISTS = 'This folder already exists'

const FOLDER_NAME = /^[A-Za-z0-9_-]{1,9}$/

function isFolder(value: unknown): value is Folder {
  if (typeof value !== 'object' || value === null) return false
  const { name, cids } = value as Record<string, unknown>
  return (
    typeof name === 'string' &&
    Array.isArray(cids) &&
    cids.every((cid): cid is string => typeof cid === 'string')
  )
}

/**
 * Favorites first and exactly once, names unique and valid, at most five folders, no repeated cid.
 * Whatever storage holds (an old version, another tab, a hand edit) goes through here.
 */
export function normalizeFolders(folders: readonly Folder[]): Folder[] {
  const favorites = folders.find((folder) => folder.name === FAVORITES)
  const seen = new Set<string>([FAVORITES.toLowerCase()])
  const result: Folder[] = [{ name: FAVORITES, cids: [...new Set(favorites?.cids ?? [])] }]
  for (const folder of folders) {
    const key = folder.name.toLowerCase()
    if (seen.has(key) || !FOLDER_NAME.test(folder.name)) continue
    if (result.length >= MAX_FOLDERS) break
    seen.add(key)
    result.push({ name: folder.name, cids: [...new Set(folder.cids)] })
  }
  return result
}

/** Every folder, Favorites first; kept in the browser per node and synced across tabs. */
export const folders = perNode((scope) =>
  scope.value<Folder[]>(
    'folders',
    // Another app's or an older version's entries are dropped one by one, the rest kept.
    (json) => (Array.isArray(json) ? normalizeFolders(json.filter(isFolder)) : undefined),
    normalizeFolders([]),
  ),
)

/** The spec's message for a folder name, or null when it can be created. Empty is not an error. */
export function checkFolderName(name: string, existing: readonly Folder[]) {
  if (name === '') return null
  if (!FOLDER_NAME.test(name)) return FOLDER_NAME_INVALID
  if (existing.length >= MAX_FOLDERS) return FOLDER_LIMIT_REACHED
  if (existing.some((folder) => folder.name.toLowerCase() === name.toLowerCase())) {
    return FOLDER_EXISTS
  }
  return null
}

/** Creates a folder; returns the spec's message instead when the name cannot be used. */
export function createFolder(scope: NodeScope, name: string): string | null {
  const $folders = folders.of(scope)
  const problem = name === '' ? FOLDER_NAME_INVALID : checkFolderName(name, $folders.get())
  if (problem) return problem
  $folders.set([...$folders.get(), { name, cids: [] }])
  return null
}

/** Deletes a folder (never Favorites); the files themselves stay on the node. */
export function deleteFolder(scope: NodeScope, name: string): void {
  if (name === FAVORITES) return
  const $folders = folders.of(scope)
  $folders.set($folders.get().filter((folder) => folder.name !== name))
}

function updateFolder(name: string, change: (cids: string[]) => string[], scope: NodeScope) {
  const $folders = folders.of(scope)
  $folders.set(
    $folders
      .get()
      .map((folder) => (folder.name === name ? { ...folder, cids: change(folder.cids) } : folder)),
  )
}

export function addToFolder(scope: NodeScope, name: string, cid: string): void {
  updateFolder(name, (cids) => (cids.includes(cid) ? cids : [...cids, cid]), scope)
}

export function removeFromFolder(scope: NodeScope, name: string, cid: string) {
  updateFolder(name, (cids) => cids.filter((each) => each !== cid), scope)
}

/** Takes a cid out of every folder (Favorites too): the file is gone from the node. */
export function removeFromEveryFolder(scope: NodeScope, cid: string): void {
  const $folders = folders.of(scope)
  const current = $folders.get()
  if (!current.some((folder) => folder.cids.includes(cid))) return
  $folders.set(
    current.map((folder) => ({ ...folder, cids: folder.cids.filter((each) => each !== cid) })),
  )
}

export function toggleInFolder(scope: NodeScope, name: string, cid: string): void {
  const folder = folders
    .of(scope)
    .get()
    .find((each) => each.name === name)
  if (folder?.cids.includes(cid)) removeFromFolder(scope, name, cid)
  else addToFolder(scope, name, cid)
}
