import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks } from 'nanostores'
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { dataItem } from '../../support/fake-node.ts'
import { resetEnvironment } from './fake-environment.ts'
import { fakeNodesByUrl } from './fake-nodes-by-url.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { addNode, setActiveNode } = await import('../../../src/stores/nodes/list.ts')
const { $activeScope, scopeOfNode } = await import('../../../src/stores/nodes/scope.ts')
const { addToFolder, createFolder, folders } = await import('../../../src/stores/node/folders.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const uploadStore = await import('../../../src/stores/node/uploads.ts')
const { startUploads, uploads, $uploadsRunning } = uploadStore

const HOME_URL = 'http://10.0.0.1:8080'
const HOSTED_URL = 'https://node.example'

/** Home (active, no password) and Hosted (behind a password), each its own fake node. */
function twoNodes() {
  const { environment, nodeAt } = fakeNodesByUrl()
  const home = addNode({ name: 'Home', url: HOME_URL }, { activate: true })
  const hosted = addNode({ name: 'Hosted', url: HOSTED_URL, username: 'vault', password: 'pw' })
  if (!home.ok || !hosted.ok) throw new Error('the nodes were refused')
  const hostedScope = scopeOfNode(hosted.id)!
  return { environment, homeId: home.id, hostedId: hosted.id, hostedScope, nodeAt }
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await allTasks()
}

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'text/plain' })

describe('the files side, per node', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(async () => {
    for (const item of uploadStore.$allUploads.get()) uploadStore.cancelUpload(item.id)
    for (const item of uploadStore.$allUploads.get()) uploadStore.closeUpload(item.id)
    await settle()
    forgetEveryNode()
    resetEnvironment()
  })

  it('keeps each node its own folders', () => {
    const { hostedId, hostedScope } = twoNodes()
    expect(createFolder(hostedScope, 'work')).toBe(null)
    addToFolder(hostedScope, 'Favorites', 'zCidHosted')
    addToFolder($activeScope.get(), 'Favorites', 'zCidHome')
    expect(
      folders
        .of(hostedScope)
        .get()
        .map((folder) => folder.name),
    ).toEqual(['Favorites', 'work'])
    expect(folders.of($activeScope.get()).get()).toEqual([
      { name: 'Favorites', cids: ['zCidHome'] },
    ])
    expect(getTestStorage()[`codex-folders@${hostedId}`]).toContain('zCidHosted')
    expect(getTestStorage()[`codex-folders@${hostedId}`]).not.toContain('zCidHome')
  })

  it('keeps each node its own file list, uploads and upload times', async () => {
    const { hostedScope, nodeAt } = twoNodes()
    nodeAt(HOME_URL).state.files = [dataItem('zHome', 'home.txt', 10n)]
    nodeAt(HOSTED_URL).state.files = [dataItem('zHosted', 'hosted.txt', 10n)]
    const stop = [
      files.of($activeScope.get()).listen(() => {}),
      files.of(hostedScope).listen(() => {}),
    ]
    startUploads(hostedScope, [file('to-hosted.txt')], {})
    expect(nodeAt(HOSTED_URL).uploads).toHaveLength(1)
    expect(nodeAt(HOME_URL).uploads).toHaveLength(0)
    expect(uploads.of($activeScope.get()).get()).toEqual([])
    expect(
      uploads
        .of(hostedScope)
        .get()
        .map((item) => item.file.name),
    ).toEqual(['to-hosted.txt'])
    nodeAt(HOSTED_URL).uploads[0]!.answer(ok('zUploaded'))
    await settle()
    expect(Object.keys(uploadTimes.of(hostedScope).get())).toEqual(['zUploaded'])
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({})
    const names = (scope: typeof hostedScope) => {
      const value = files.of(scope).get()
      return value.state === 'ready' ? value.data.map((entry) => entry.cid) : value.state
    }
    expect(names($activeScope.get())).toEqual(['zHome'])
    expect(names(hostedScope)).toEqual(['zHosted'])
    for (const each of stop) each()
  })

  it("records an upload's time and refreshes the list on its own node, even once another is active", async () => {
    const { homeId, hostedId, nodeAt, environment } = twoNodes()
    const homeNode = nodeAt(HOME_URL)
    startUploads($activeScope.get(), [file('a.txt')])
    expect(environment.guardingLeave()).toBe(true)
    setActiveNode(hostedId)
    // The active scope shows Hosted now: the card stays with Home.
    expect(uploads.of($activeScope.get()).get()).toEqual([])
    expect($uploadsRunning.get()).toBe(true)
    const homeScope = scopeOfNode(homeId)!
    const homeFiles = filesQuery.of(homeScope)
    const stop = homeFiles.listen(() => {})
    await settle()
    const listsBefore = homeNode.calls.filter((call) => call === 'files').length
    homeNode.uploads[0]!.answer(ok('zHomeUpload'))
    await settle()
    expect(Object.keys(uploadTimes.of(homeScope).get())).toEqual(['zHomeUpload'])
    expect(uploadTimes.of(scopeOfNode(hostedId)!).get()).toEqual({})
    expect(homeNode.calls.filter((call) => call === 'files').length).toBe(listsBefore + 1)
    expect(nodeAt(HOSTED_URL).uploads).toHaveLength(0)
    expect(environment.guardingLeave()).toBe(false)
    expect(uploads.of(homeScope).get()[0]).toMatchObject({ status: 'done', cid: 'zHomeUpload' })
    stop()
  })

  it('records a retried upload when it finally gets its cid', async () => {
    const { nodeAt } = twoNodes()
    startUploads($activeScope.get(), [file('a.txt')])
    const node = nodeAt(HOME_URL)
    node.uploads[0]!.answer(fail('Internal error', { code: 500 }))
    await settle()
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({})
    uploadStore.retryUpload(uploads.of($activeScope.get()).get()[0]!.id)
    node.uploads[1]!.answer(ok('zRetried'))
    await settle()
    expect(Object.keys(uploadTimes.of($activeScope.get()).get())).toEqual(['zRetried'])
  })
})
