import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail } from '../../../src/api/result.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

useTestStorageEngine()

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { addToFolder, createFolder, normalizeFolders, folders } =
  await import('../../../src/stores/node/folders.ts')
const view = await import('../../../src/stores/node/files-view.ts')

let node = createFakeNode()

beforeEach(() => {
  node = createFakeNode()
  setEnvironment({ createNodeClient: () => node.client })
})

afterEach(() => {
  cleanStores(files.of($activeScope.get()), filesQuery.of($activeScope.get()))
  resetEnvironment()
  cleanTestStorage()
  uploadTimes.of($activeScope.get()).set({})
  folders.of($activeScope.get()).set(normalizeFolders([]))
})

async function load() {
  const unbind = files.of($activeScope.get()).listen(() => {})
  await allTasks()
  return unbind
}

function cids(rows: readonly { cid: string }[]) {
  return rows.map((row) => row.cid)
}

describe('files', () => {
  it('lists the node files with their type class and the upload time kept locally', async () => {
    node.state.files = [
      dataItem('zA', 'photo.PNG', 5n, 'image/png'),
      dataItem('zB', null, 7n, 'application/zip'),
    ]
    uploadTimes.of($activeScope.get()).set({ zA: 1700000000 })
    await load()
    const list = files.of($activeScope.get()).get()
    expect(list.state).toBe('ready')
    if (list.state !== 'ready') return
    expect(list.data[0]).toMatchObject({
      cid: 'zA',
      filename: 'photo.PNG',
      type: 'image',
      uploadedAt: 1700000000,
      sortName: 'photo.png',
    })
    expect(list.data[1]).toMatchObject({ filename: null, type: 'archive', uploadedAt: 0 })
  })

  it('holds the error when the node cannot list files', async () => {
    node.state.filesAnswer = fail('Cannot reach the node', { code: 502 })
    const unbind = await load()
    expect(files.of($activeScope.get()).get()).toEqual({
      state: 'error',
      error: { message: 'Cannot reach the node', code: 502, issues: null, sourceStack: null },
    })
    unbind()
  })

  it('keeps the last list, marked stale, when a refetch fails', async () => {
    node.state.files = [dataItem('zA', 'a.txt')]
    await load()
    node.state.filesAnswer = fail('Cannot reach the node', { code: 502 })
    await filesQuery.of($activeScope.get()).refetch()
    const list = files.of($activeScope.get()).get()
    expect(list.state === 'ready' && [list.stale, list.data.length]).toEqual([true, 1])
  })
})

describe('files view', () => {
  beforeEach(() => {
    node.state.files = [
      dataItem('zA', 'beta.txt', 30n),
      dataItem('zB', 'Alpha.mp4', 10n, 'video/mp4'),
      dataItem('zC', 'gamma.jpg', 20n, 'image/jpeg'),
    ]
    uploadTimes.of($activeScope.get()).set({ zA: 300, zB: 100, zC: 200 })
  })

  it('starts newest first and sorts by name, size and date both ways', async () => {
    const files = view.createFilesView($activeScope.get())
    const unbind = files.$rows.listen(() => {})
    await allTasks()
    expect(cids(files.$rows.get())).toEqual(['zA', 'zC', 'zB'])
    files.setSort({ column: 'name', direction: 'ascending' })
    expect(cids(files.$rows.get())).toEqual(['zB', 'zA', 'zC'])
    files.setSort({ column: 'size', direction: 'descending' })
    expect(cids(files.$rows.get())).toEqual(['zA', 'zC', 'zB'])
    files.setSort({ column: 'date', direction: 'ascending' })
    expect(cids(files.$rows.get())).toEqual(['zB', 'zC', 'zA'])
    files.setSort(null)
    expect(cids(files.$rows.get())).toEqual(['zA', 'zB', 'zC'])
    unbind()
  })

  it('filters by type classes, by text in the name or cid, and by folder', async () => {
    const files = view.createFilesView($activeScope.get())
    const unbind = files.$rows.listen(() => {})
    await allTasks()
    files.toggleType('image')
    files.toggleType('video')
    expect(cids(files.$rows.get())).toEqual(['zC', 'zB'])
    files.toggleType('image')
    expect(cids(files.$rows.get())).toEqual(['zB'])
    files.toggleType('video')
    files.setText('  ALP ')
    expect(cids(files.$rows.get())).toEqual(['zB'])
    files.setText('zc')
    expect(cids(files.$rows.get())).toEqual(['zC'])
    files.setText('')
    createFolder($activeScope.get(), 'docs')
    addToFolder($activeScope.get(), 'docs', 'zA')
    files.setFolder('docs')
    expect(cids(files.$rows.get())).toEqual(['zA'])
    addToFolder($activeScope.get(), 'docs', 'zB')
    expect(cids(files.$rows.get())).toEqual(['zA', 'zB'])
    files.setFolder(null)
    expect(cids(files.$rows.get())).toHaveLength(3)
    unbind()
  })

  it('counts the files of each class', async () => {
    await load()
    const list = files.of($activeScope.get()).get()
    expect(list.state === 'ready' && view.countTypes(list.data)).toEqual({
      document: 1,
      video: 1,
      image: 1,
    })
  })

  it('keeps two views independent', async () => {
    const one = view.createFilesView($activeScope.get())
    const two = view.createFilesView($activeScope.get())
    const unbind = [one.$rows.listen(() => {}), two.$rows.listen(() => {})]
    await allTasks()
    one.setText('beta')
    expect(one.$rows.get()).toHaveLength(1)
    expect(two.$rows.get()).toHaveLength(3)
    for (const each of unbind) each()
  })

  it('sorts the other columns once the page is idle, so a first click on a header sorts nothing', async () => {
    const idle: (() => void)[] = []
    setEnvironment({
      createNodeClient: () => node.client,
      whenIdle: (run) => {
        idle.push(run)
        return () => {}
      },
    })
    const files = view.createFilesView($activeScope.get())
    const unbind = files.$rows.listen(() => {})
    await allTasks()
    expect(idle.length).toBeGreaterThan(0)
    while (idle.length > 0) idle.shift()!()
    const sort = vi.spyOn(Array.prototype, 'sort')
    files.setSort({ column: 'name', direction: 'ascending' })
    const rows = cids(files.$rows.get())
    sort.mockRestore()
    expect(rows).toEqual(['zB', 'zA', 'zC'])
    expect(sort).not.toHaveBeenCalled()
    unbind()
  })
})
