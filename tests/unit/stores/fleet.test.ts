import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { resetEnvironment } from './fake-environment.ts'
import { fakeNodesByUrl } from './fake-nodes-by-url.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { addNode } = await import('../../../src/stores/nodes/list.ts')
const { scopeOfNode } = await import('../../../src/stores/nodes/scope.ts')
const { fleetRow, fleetTotals } = await import('../../../src/stores/nodes/fleet.ts')
const { PASSWORD_NEEDED } = await import('../../../src/stores/nodes/fleet-status.ts')
const { nodeAnswer } = await import('../../../src/stores/node/alerts/signals.ts')

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** An active node apart, so the rows under test are nodes of their own scopes. */
function activeElsewhere(port: number): void {
  addNode({ name: 'Elsewhere', url: `http://10.9.9.9:${port}` }, { activate: true })
}

describe('the fleet table rows', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => {
    forgetEveryNode()
    resetEnvironment()
  })

  it('gives each node its own row: one refusing the password fails only its own', async () => {
    const { nodeAt } = fakeNodesByUrl()
    const home = addNode({ name: 'Home', url: 'http://10.0.0.1:8080' }, { activate: true })
    const hosted = addNode({
      name: 'Hosted',
      url: 'https://node.example',
      username: 'u',
      password: 'p',
    })
    if (!home.ok || !hosted.ok) throw new Error('refused')
    const refusing = nodeAt('https://node.example')
    refusing.answers.spr = () =>
      Promise.resolve(
        fail('The node refused the password: check the username and password in Nodes.', {
          code: 401,
        }),
      )
    const $home = fleetRow.of(scopeOfNode(home.id)!)
    const $hosted = fleetRow.of(scopeOfNode(hosted.id)!)
    const stops = [$home.listen(() => {}), $hosted.listen(() => {})]
    await settle()
    expect($home.get()).toMatchObject({
      status: 'up',
      title: expect.any(String),
      peers: expect.any(Number),
    })
    expect($hosted.get()).toMatchObject({
      status: 'password refused',
      problem: 'The node refused the password: check the username and password in Nodes.',
    })
    const totals = fleetTotals([$home.get(), $hosted.get()])
    expect(totals.up).toBe(1)
    expect(totals.peers).toBe($home.get().peers)
    for (const stop of stops) stop()
  })

  it('a node listed with a username but no password yet: it needs one, no password was refused', async () => {
    const { nodeAt } = fakeNodesByUrl()
    activeElsewhere(1)
    // As `npm start -- --nodes 3` lists its hosted node on a fresh profile: the password is typed in.
    const waiting = addNode({ name: 'Hosted', url: 'https://node.example', username: 'vault' })
    const wrong = addNode({
      name: 'Wrong',
      url: 'https://other.example',
      username: 'vault',
      password: 'nope',
    })
    if (!waiting.ok || !wrong.ok) throw new Error('refused')
    for (const url of ['https://node.example', 'https://other.example']) {
      nodeAt(url).answers.spr = () =>
        Promise.resolve(
          fail('The node refused the password: check the username and password in Nodes.', {
            code: 401,
          }),
        )
    }
    const waitingScope = scopeOfNode(waiting.id)!
    const wrongScope = scopeOfNode(wrong.id)!
    const $waiting = fleetRow.of(waitingScope)
    const $wrong = fleetRow.of(wrongScope)
    const stops = [$waiting.listen(() => {}), $wrong.listen(() => {})]
    await settle()
    expect($waiting.get()).toMatchObject({ status: 'password needed', problem: PASSWORD_NEEDED })
    expect(nodeAnswer(waitingScope)).not.toBe('password-refused')
    // A password kept and refused is still one.
    expect($wrong.get()).toMatchObject({ status: 'password refused' })
    expect(nodeAnswer(wrongScope)).toBe('password-refused')
    for (const stop of stops) stop()
  })

  it('says a node without a marketplace line is up, and one without persistence is marketplace off', async () => {
    const { nodeAt } = fakeNodesByUrl()
    activeElsewhere(1)
    const storage = addNode({ name: 'Storage', url: 'http://10.0.0.2:8080' })
    const codex = addNode({ name: 'Codex', url: 'http://10.0.0.3:8080' })
    if (!storage.ok || !codex.ok) throw new Error('refused')
    const storageNode = nodeAt('http://10.0.0.2:8080')
    storageNode.state.profile = {
      ...storageNode.state.profile,
      capabilities: { ...storageNode.state.profile.capabilities, marketplace: false },
    }
    // A Codex node started without persistence: the node says so (503), a status, not a failure.
    nodeAt('http://10.0.0.3:8080').answers.marketplaceStatus = () =>
      ok({ available: false, reason: 'no-persistence', message: 'Persistence is not enabled' })
    const $storage = fleetRow.of(scopeOfNode(storage.id)!)
    const $codex = fleetRow.of(scopeOfNode(codex.id)!)
    const stops = [$storage.listen(() => {}), $codex.listen(() => {})]
    await settle()
    expect($storage.get()).toMatchObject({
      status: 'up',
      marketplace: false,
      noMarketplace: 'line',
      availabilities: null,
    })
    expect($codex.get()).toMatchObject({ status: 'marketplace off', noMarketplace: 'off' })
    expect(fleetTotals([$storage.get(), $codex.get()]).marketplaces).toBe(0)
    for (const stop of stops) stop()
  })

  it('tells a node that is gone from one that refuses this page (CORS)', async () => {
    const { nodeAt } = fakeNodesByUrl()
    activeElsewhere(2)
    const gone = addNode({ name: 'Gone', url: 'http://127.0.0.1:9' })
    if (!gone.ok) throw new Error('refused')
    nodeAt('http://127.0.0.1:9').state.up = false
    const $gone = fleetRow.of(scopeOfNode(gone.id)!)
    const stop = $gone.listen(() => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Nothing listens on port 9: not even a no-cors request is answered.
    expect($gone.get().status).toBe('down')
    stop()
  })
})
