import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ok } from '../../../src/api/result.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const actions = await import('../../../src/stores/node/file-actions.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
let node = createFakeNode()
let opened: string[] = []
let clipboard: string[] = []

beforeEach(() => {
  node = createFakeNode()
  opened = []
  clipboard = []
  setEnvironment({
    createNodeClient: () => node.client,
    openWindow: (url) => void opened.push(url),
    writeClipboard: async (text) => void clipboard.push(text),
  })
})

afterEach(() => resetEnvironment())

describe('file actions', () => {
  it('checks the cid before downloading and opens the stream in a new window', async () => {
    expect(await actions.downloadFromNetwork($activeScope.get(), '')).toBe(actions.CID_REQUIRED)
    expect(await actions.downloadFromNetwork($activeScope.get(), '   ')).toBe(actions.CID_REQUIRED)
    expect(await actions.downloadFromNetwork($activeScope.get(), 'hello')).toBe(
      actions.CID_NOT_VALID,
    )
    expect(opened).toEqual([])
    expect(await actions.downloadFromNetwork($activeScope.get(), ` ${CID} `)).toBe(null)
    expect(opened).toEqual([`http://node/data/${CID}/network/stream`])
  })

  it('opens a local file in a new window', () => {
    actions.downloadLocal($activeScope.get(), CID)
    expect(opened).toEqual([`http://node/data/${CID}`])
  })

  it('copies a cid and says so, or says it could not', async () => {
    expect(await actions.copyCid(CID)).toEqual({ copied: true, message: actions.CID_COPIED })
    expect(clipboard).toEqual([CID])
    setEnvironment({ writeClipboard: () => Promise.reject(new Error('denied')) })
    expect(await actions.copyCid(CID)).toEqual({ copied: false, message: actions.CID_NOT_COPIED })
  })

  it('fetches from the network: both calls, then the file list', async () => {
    node.state.network.set(CID, ok(dataItem(CID, 'remote.bin', 2048n)))
    const result = await actions.fetchFromNetwork($activeScope.get(), CID)
    expect(result).toEqual(ok(dataItem(CID, 'remote.bin', 2048n)))
    expect(node.calls).toEqual(['detect', `network ${CID}`, `manifest ${CID}`, 'files'])
  })

  it('answers with the node error and refreshes nothing when the fetch fails', async () => {
    const result = await actions.fetchFromNetwork($activeScope.get(), CID)
    expect(result.error && result.data).toMatchObject({
      message: 'Error retries exhausted',
      code: 404,
    })
    expect(node.calls).not.toContain('files')
  })

  it('never calls the node with a bad cid', async () => {
    const result = await actions.fetchFromNetwork($activeScope.get(), 'not-a-cid')
    expect(result.error && result.data.message).toBe(actions.CID_NOT_VALID)
    expect(node.calls).toEqual([])
  })
})
