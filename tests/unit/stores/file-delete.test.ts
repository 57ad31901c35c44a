import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

useTestStorageEngine()

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { addToFolder, createFolder, normalizeFolders, FAVORITES, folders } =
  await import('../../../src/stores/node/folders.ts')
const { deleteFileFromNode, FILE_DELETED } = await import('../../../src/stores/node/file-delete.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
let node = createFakeNode()
let reports: string[] = []

beforeEach(() => {
  node = createFakeNode()
  reports = []
  node.state.files = [dataItem(CID, 'gone.txt'), dataItem('zKept', 'kept.txt')]
  setEnvironment({
    createNodeClient: () => node.client,
    reportError: (error) => void reports.push(error.message),
  })
})

afterEach(() => {
  cleanStores(files.of($activeScope.get()), filesQuery.of($activeScope.get()))
  resetEnvironment()
  cleanTestStorage()
  folders.of($activeScope.get()).set(normalizeFolders([]))
})

function listed(): string[] {
  const list = files.of($activeScope.get()).get()
  return list.state === 'ready' ? list.data.map((file) => file.cid) : []
}

describe('deleting a file from the node', () => {
  it('deletes it, takes it out of every folder and the list, and says so', async () => {
    files.of($activeScope.get()).listen(() => {})
    await allTasks()
    createFolder($activeScope.get(), 'docs')
    addToFolder($activeScope.get(), 'docs', CID)
    addToFolder($activeScope.get(), FAVORITES, CID)
    addToFolder($activeScope.get(), FAVORITES, 'zKept')
    // The node is slow to answer the list again: the file leaves the list at once all the same.
    let answerList: () => void = () => {}
    node.state.filesAnswer = null
    const listFiles = node.client.files.bind(node.client)
    node.client.files = () =>
      new Promise((resolve) => (answerList = () => void listFiles().then(resolve)))

    expect(await deleteFileFromNode($activeScope.get(), CID)).toEqual({
      deleted: true,
      message: FILE_DELETED,
    })
    expect(node.state.deleted).toEqual([CID])
    expect(folders.of($activeScope.get()).get()).toEqual([
      { name: FAVORITES, cids: ['zKept'] },
      { name: 'docs', cids: [] },
    ])
    expect(listed()).toEqual(['zKept'])
    answerList()
    await allTasks()
    expect(listed()).toEqual(['zKept'])
  })

  it('shows a file again that a later list still has (uploaded again)', async () => {
    files.of($activeScope.get()).listen(() => {})
    await allTasks()
    // Uploaded again as the list was asked for: the node lists it, so it shows.
    node.client.deleteFile = async () => ok(undefined)
    await deleteFileFromNode($activeScope.get(), CID)
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(listed()).toEqual([CID, 'zKept'])
  })

  it("keeps everything and gives the node's reason when it refuses", async () => {
    addToFolder($activeScope.get(), FAVORITES, CID)
    node.answers.deleteFile = () => fail('Incorrect Cid', { code: 400 })
    expect(await deleteFileFromNode($activeScope.get(), CID)).toEqual({
      deleted: false,
      message: 'Error when trying to delete: Incorrect Cid',
    })
    expect(folders.of($activeScope.get()).get()[0]?.cids).toEqual([CID])
    expect(reports).toEqual(['Incorrect Cid'])
  })
})
