import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import {
  $networkDeadlineMs,
  setNetworkDeadline,
} from '../../../src/stores/page/network-deadline.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { resetEnvironment } from './fake-environment.ts'
import { fakeNodesByUrl } from './fake-nodes-by-url.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { addNode, setActiveNode, updateNode } = await import('../../../src/stores/nodes/list.ts')
const scopes = await import('../../../src/stores/nodes/scope.ts')
const { $activeScope, holdScope, liveScopeCount, scopeOfNode } = scopes
const { space } = await import('../../../src/stores/node/space.ts')
const { spr } = await import('../../../src/stores/node/status.ts')

/** Two fake nodes, by address; each client counts its calls. */
function twoNodes() {
  const { environment, byUrl } = fakeNodesByUrl()
  const home = addNode({ name: 'Home', url: 'http://10.0.0.1:8080' }, { activate: true })
  const hosted = addNode({
    name: 'Hosted',
    url: 'https://node.example',
    username: 'vault',
    password: 's3cret',
  })
  if (!home.ok || !hosted.ok) throw new Error('the nodes were refused')
  return { environment, byUrl, homeId: home.id, hostedId: hosted.id }
}

describe('node scopes', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => {
    forgetEveryNode()
    resetEnvironment()
  })

  it('gives the active node the active scope, and another node a scope of its own', () => {
    const { homeId, hostedId } = twoNodes()
    expect(scopeOfNode(homeId)).toBe($activeScope.get())
    const hosted = scopeOfNode(hostedId)
    expect(hosted).not.toBe($activeScope.get())
    expect(scopeOfNode(hostedId)).toBe(hosted)
  })

  it('never shares data between two scopes', async () => {
    const { byUrl, hostedId } = twoNodes()
    const hosted = scopeOfNode(hostedId)!
    const activeSpace = space.of($activeScope.get())
    const hostedSpace = space.of(hosted)
    expect(hostedSpace).not.toBe(activeSpace)
    const unbind = [activeSpace.listen(() => {}), hostedSpace.listen(() => {})]
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(byUrl.get('http://10.0.0.1:8080')!.counts.space).toBe(1)
    expect(byUrl.get('https://node.example')!.counts.space).toBe(1)
    expect(hostedSpace.get()).not.toBe(activeSpace.get())
    // Values kept in the browser are the node's own too.
    const hostedFolders = hosted.value('folders', (json) => json as string[], [])
    hostedFolders.set(['only-hosted'])
    expect(
      $activeScope
        .get()
        .value('folders', (json) => json as string[], [])
        .get(),
    ).toEqual([])
    expect(getTestStorage()[`codex-folders@${hostedId}`]).toBe('["only-hosted"]')
    for (const stop of unbind) stop()
  })

  it('sends the credentials only with the client of their node', () => {
    const { hostedId } = twoNodes()
    const made: [string, unknown][] = []
    setEnvironment({
      createNodeClient: (url, hints) => {
        made.push([url, hints?.auth])
        return createFakeNode().client
      },
    })
    scopeOfNode(hostedId)!.client()
    $activeScope.get().client()
    expect(made).toEqual([
      ['https://node.example', { username: 'vault', password: 's3cret' }],
      ['http://10.0.0.1:8080', undefined],
    ])
  })

  it('is released when the last element holding it goes, and starts fresh after', () => {
    const { hostedId } = twoNodes()
    const before = liveScopeCount()
    const hosted = scopeOfNode(hostedId)!
    const releaseOne = holdScope(hosted)
    const releaseTwo = holdScope(hosted)
    releaseOne()
    expect(scopeOfNode(hostedId)).toBe(hosted)
    releaseTwo()
    expect(liveScopeCount()).toBe(before)
    expect(scopeOfNode(hostedId)).not.toBe(hosted)
  })

  it("keeps the active scope its node's one scope when every holder lets go for a moment", () => {
    const { hostedId } = twoNodes()
    setActiveNode(hostedId)
    const unwatch = $activeScope.listen(() => {})
    const active = $activeScope.get()
    // The app's element and a table row let go in one commit and hold it again (a remount).
    const releases = [holdScope(active), holdScope(scopeOfNode(hostedId)!)]
    for (const release of releases) release()
    const again = [holdScope(active), holdScope(scopeOfNode(hostedId)!)]
    expect(scopeOfNode(hostedId)).toBe(active)
    for (const release of again) release()
    // The upload of a file to it refreshes the list this scope shows.
    expect(scopeOfNode(hostedId)).toBe(active)
    unwatch()
  })

  it('gives the active scope a password saved after the node became active', () => {
    const { hostedId } = twoNodes()
    setActiveNode(hostedId)
    const unwatch = $activeScope.listen(() => {})
    updateNode(hostedId, { password: 'n3w' })
    expect($activeScope.get().binding.auth).toEqual({ username: 'vault', password: 'n3w' })
    expect(scopeOfNode(hostedId)).toBe($activeScope.get())
    unwatch()
  })

  it("switching the active node gives unbound elements that node's own fixed scope", () => {
    const { homeId, hostedId } = twoNodes()
    const read = (json: unknown) => json as Record<string, string>
    const home = $activeScope.get()
    home.value('availability-nicknames', read, {}).set({ a: 'home' })
    setActiveNode(hostedId)
    const hosted = $activeScope.get()
    expect(hosted).not.toBe(home)
    expect([home.binding.key, hosted.binding.key]).toEqual([homeId, hostedId])
    expect(hosted.value('availability-nicknames', read, {}).get()).toEqual({})
    expect(home.value('availability-nicknames', read, {}).get()).toEqual({ a: 'home' })
    // The home node's stores are its own still: nothing of one node shows on another.
    expect(spr.of(hosted)).not.toBe(spr.of(home))
    setActiveNode(homeId)
    expect($activeScope.get()).toBe(home)
  })
})

describe('credentials in error reports', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => {
    forgetEveryNode()
    resetEnvironment()
  })

  it('never puts a node password into a report', async () => {
    const refused = createFakeNode()
    refused.answers.space = () =>
      Promise.resolve(fail('The node refused the password', { code: 401 }))
    const environment = useTestEnvironment(refused.client)
    const hosted = addNode({
      name: 'Hosted',
      url: 'https://node.example',
      username: 'vault',
      password: 'hunter2-secret',
    })
    if (!hosted.ok) throw new Error('refused')
    const scope = scopeOfNode(hosted.id)!
    const stop = space.of(scope).listen(() => {})
    await new Promise((resolve) => setTimeout(resolve, 10))
    stop()
    expect(environment.reported.length).toBeGreaterThan(0)
    expect(JSON.stringify(environment.reported)).not.toContain('hunter2-secret')
    expect(JSON.stringify(environment.reported)).not.toContain(btoa('vault:hunter2-secret'))
  })
})

describe('the network-deadline attribute', () => {
  afterEach(() => {
    $networkDeadlineMs.set(undefined)
    forgetEveryNode()
    resetEnvironment()
  })

  it('gives the clients made after it its deadline for fetches from the network', () => {
    const asked: unknown[] = []
    const fake = createFakeNode()
    setEnvironment({
      createNodeClient: (_url, hints) => {
        asked.push(hints?.deadlines)
        return fake.client
      },
    })
    const { clientFor } = scopes
    const binding = { key: 'a', name: 'A', url: 'http://10.0.0.9:8080' }
    clientFor(binding)
    expect(setNetworkDeadline('8')).toBe(true)
    clientFor(binding)
    expect(asked).toEqual([undefined, { networkMs: 8000 }])
  })

  it('refuses what is not a whole number of seconds, keeping the deadline it had', () => {
    expect(setNetworkDeadline('30')).toBe(true)
    for (const bad of ['0', '-5', '1.5', 'soon', '1e400'])
      expect(setNetworkDeadline(bad)).toBe(false)
    expect($networkDeadlineMs.get()).toBe(30_000)
  })
})
