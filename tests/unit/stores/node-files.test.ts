import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { PASSWORD_REFUSED } from '../../../src/api/http.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { resetEnvironment } from './fake-environment.ts'
import { forgetEveryNode } from './node-reset.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

useTestStorageEngine()

const { addNode } = await import('../../../src/stores/nodes/list.ts')
const { $activeScope, scopeOfNode } = await import('../../../src/stores/nodes/scope.ts')
const { downloadFromNetwork, downloadLocal } =
  await import('../../../src/stores/node/file-actions.ts')
const { nodeFileUrl } = await import('../../../src/stores/node/file-links.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const CONTENT = 'the bytes of the file'
const USER = 'vault'
const PASSWORD = 'pässword'
const EXPECTED_AUTH = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`

/** A node behind a basic-auth proxy, as small as it gets: it serves one file to the right password. */
let server: Server
let port = 0
const seen: { url: string; headers: IncomingHttpHeaders }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers })
    if (request.headers.authorization !== EXPECTED_AUTH) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="node"' })
      response.end('Unauthorized')
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' })
    response.end(CONTENT)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Home: the plain address, no password. Hosted: the same server by name, behind a password. */
function twoNodes(password = PASSWORD) {
  const objects: Blob[] = []
  const revoked: string[] = []
  const environment = useTestEnvironment(() => createFakeClientNeverUsed(), {
    createNodeClient: (url, hints) =>
      createNodeClient({ ...browserTransport, url, ...hints, prefix: '/api/codex/v1' }),
    createObjectUrl: (blob) => {
      objects.push(blob)
      return `blob:test/${objects.length}`
    },
    revokeObjectUrl: (url) => void revoked.push(url),
  })
  const home = addNode({ name: 'Home', url: `http://127.0.0.1:${port}` }, { activate: true })
  const hosted = addNode({
    name: 'Hosted',
    url: `http://localhost:${port}`,
    username: USER,
    password,
  })
  if (!home.ok || !hosted.ok) throw new Error('the nodes were refused')
  return { environment, objects, revoked, hosted: scopeOfNode(hosted.id)! }
}

function createFakeClientNeverUsed(): never {
  throw new Error('every client here is a real one')
}

describe('files the browser opens from a node behind a password', () => {
  beforeEach(() => {
    forgetEveryNode()
    seen.length = 0
  })
  afterEach(() => {
    forgetEveryNode()
    resetEnvironment()
  })

  it('fetches a download with the Authorization header and opens it as an object URL', async () => {
    const { environment, objects, hosted } = twoNodes()
    expect(await downloadLocal(hosted, CID)).toBe(null)
    expect(seen).toEqual([
      expect.objectContaining({
        url: `/api/codex/v1/data/${CID}`,
        headers: expect.objectContaining({ authorization: EXPECTED_AUTH }),
      }),
    ])
    expect(environment.opened).toEqual(['blob:test/1'])
    expect(await objects[0]?.text()).toBe(CONTENT)
    // Never in the URL the browser opens.
    expect(environment.opened.join()).not.toContain(PASSWORD)
  })

  it('streams a network download the same way', async () => {
    const { environment, hosted } = twoNodes()
    expect(await downloadFromNetwork(hosted, ` ${CID} `)).toBe(null)
    expect(seen.map((request) => request.url)).toEqual([`/api/codex/v1/data/${CID}/network/stream`])
    expect(environment.opened).toEqual(['blob:test/1'])
  })

  it('opens a plain link, with no request of its own, for a node without a password', async () => {
    const { environment } = twoNodes()
    expect(await downloadLocal($activeScope.get(), CID)).toBe(null)
    expect(environment.opened).toEqual([`http://127.0.0.1:${port}/api/codex/v1/data/${CID}`])
    expect(seen).toEqual([])
  })

  it('says the password was refused on a 401 and opens nothing', async () => {
    const { environment, hosted } = twoNodes('wrong')
    expect(await downloadLocal(hosted, CID)).toBe(PASSWORD_REFUSED)
    expect(environment.opened).toEqual([])
    expect(JSON.stringify(environment.reported)).not.toContain('wrong')
  })

  it('gives a preview URL that is released with the view', async () => {
    const { revoked, hosted } = twoNodes()
    const preview = await nodeFileUrl(hosted.client().downloadUrl(CID), hosted)
    if (preview.error) throw new Error(preview.data.message)
    expect(preview.data.url).toBe('blob:test/1')
    preview.data.release()
    expect(revoked).toEqual(['blob:test/1'])
  })

  it('never sends the credentials to another origin', async () => {
    const { hosted } = twoNodes()
    const elsewhere = await hosted
      .client()
      .fetchFile(`http://127.0.0.1:${port}/api/codex/v1/data/x`)
    expect(elsewhere.error).toBe(true)
    expect(seen).toEqual([])
  })

  it('says the password was refused on any call the node answers with 401', async () => {
    const { hosted } = twoNodes('wrong')
    const space = await hosted.client().space()
    expect(space).toMatchObject({ error: true, data: { code: 401, message: PASSWORD_REFUSED } })
  })
})
