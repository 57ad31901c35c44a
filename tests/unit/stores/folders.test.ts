import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'

useTestStorageEngine()

const folders = await import('../../../src/stores/node/folders.ts')
const { FOLDER_EXISTS, FOLDER_LIMIT_REACHED, FOLDER_NAME_INVALID } = folders
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const $folders = folders.folders.of($activeScope.get())

function names() {
  return $folders.get().map((folder) => folder.name)
}

beforeAll(() => {
  $folders.listen(() => {})
})

afterEach(() => {
  cleanTestStorage()
  $folders.set(folders.normalizeFolders([]))
})

describe('folders', () => {
  it('always starts with Favorites', () => {
    expect(names()).toEqual(['Favorites'])
  })

  it('creates folders up to five, Favorites included, then says the limit is reached', () => {
    for (const name of ['docs', 'Photos_1', 'a-b', 'x9'])
      expect(folders.createFolder($activeScope.get(), name)).toBe(null)
    expect(names()).toEqual(['Favorites', 'docs', 'Photos_1', 'a-b', 'x9'])
    expect(folders.checkFolderName('more', $folders.get())).toBe(FOLDER_LIMIT_REACHED)
    expect(folders.createFolder($activeScope.get(), 'more')).toBe(FOLDER_LIMIT_REACHED)
    expect(names()).toHaveLength(5)
  })

  it('refuses names longer than 9 characters or with other characters', () => {
    expect(folders.checkFolderName('abcdefghi', $folders.get())).toBe(null)
    expect(folders.checkFolderName('abcdefghij', $folders.get())).toBe(FOLDER_NAME_INVALID)
    expect(folders.checkFolderName('my folder', $folders.get())).toBe(FOLDER_NAME_INVALID)
    expect(folders.checkFolderName('é', $folders.get())).toBe(FOLDER_NAME_INVALID)
    expect(folders.checkFolderName('a/b', $folders.get())).toBe(FOLDER_NAME_INVALID)
    expect(folders.createFolder($activeScope.get(), 'a.b')).toBe(FOLDER_NAME_INVALID)
    expect(names()).toEqual(['Favorites'])
  })

  it('treats an empty name as not an error but never creates it', () => {
    expect(folders.checkFolderName('', $folders.get())).toBe(null)
    expect(folders.createFolder($activeScope.get(), '')).toBe(FOLDER_NAME_INVALID)
    expect(names()).toEqual(['Favorites'])
  })

  it('refuses a name that exists, whatever its case', () => {
    folders.createFolder($activeScope.get(), 'docs')
    expect(folders.checkFolderName('docs', $folders.get())).toBe(FOLDER_EXISTS)
    expect(folders.checkFolderName('DOCS', $folders.get())).toBe(FOLDER_EXISTS)
    expect(folders.checkFolderName('favorites', $folders.get())).toBe(FOLDER_EXISTS)
  })

  it('adds, removes and toggles files, never twice', () => {
    folders.addToFolder($activeScope.get(), 'Favorites', 'cid1')
    folders.addToFolder($activeScope.get(), 'Favorites', 'cid1')
    folders.toggleInFolder($activeScope.get(), 'Favorites', 'cid2')
    expect($folders.get()[0]?.cids).toEqual(['cid1', 'cid2'])
    folders.toggleInFolder($activeScope.get(), 'Favorites', 'cid1')
    folders.removeFromFolder($activeScope.get(), 'Favorites', 'cid2')
    expect($folders.get()[0]?.cids).toEqual([])
  })

  it('deletes a folder but never Favorites', () => {
    folders.createFolder($activeScope.get(), 'docs')
    folders.deleteFolder($activeScope.get(), 'Favorites')
    folders.deleteFolder($activeScope.get(), 'docs')
    expect(names()).toEqual(['Favorites'])
  })

  it('persists under codex-folders@ and the node', () => {
    folders.addToFolder($activeScope.get(), 'Favorites', 'cid1')
    expect(
      JSON.parse(getTestStorage()['codex-folders@url:http://localhost:8080'] ?? 'null'),
    ).toEqual([{ name: 'Favorites', cids: ['cid1'] }])
  })

  it('keeps a single Favorites first whatever storage holds', () => {
    setTestStorageKey(
      'codex-folders@url:http://localhost:8080',
      JSON.stringify([
        { name: 'Abc', cids: ['a'] },
        { name: 'Favorites', cids: ['f', 'f'] },
        { name: 'Favorites', cids: ['g'] },
        { name: 'bad name!', cids: [] },
        { name: 'abc', cids: [] },
        { name: 'x', cids: [1] },
        'junk',
      ]),
    )
    expect($folders.get()).toEqual([
      { name: 'Favorites', cids: ['f'] },
      { name: 'Abc', cids: ['a'] },
    ])
  })

  it('falls back to the default on corrupt or foreign values', () => {
    for (const raw of ['{not json', '42', '{"a":1}', 'null']) {
      setTestStorageKey('codex-folders@url:http://localhost:8080', raw)
      expect(names()).toEqual(['Favorites'])
    }
  })

  it('keeps at most five folders from storage', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name, cids: [] }))
    setTestStorageKey('codex-folders@url:http://localhost:8080', JSON.stringify(many))
    expect(names()).toEqual(['Favorites', 'a', 'b', 'c', 'd'])
  })
})
