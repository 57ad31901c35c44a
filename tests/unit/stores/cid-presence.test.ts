import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { createCidPresence } = await import('../../../src/stores/node/cid-presence.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
let node = createFakeNode()

beforeEach(() => {
  node = createFakeNode()
  node.state.profile = PROFILES.storage
  setEnvironment({ createNodeClient: () => node.client })
})

afterEach(() => resetEnvironment())

describe('whether the node already has a typed cid', () => {
  it('asks only once the field holds a valid cid, and says what the node said', async () => {
    const presence = createCidPresence($activeScope.get())
    await presence.check('zDvZ')
    expect(presence.$presence.get()).toBe('unknown')
    expect(node.calls).toEqual([])
    await presence.check(` ${CID} `)
    expect(presence.$presence.get()).toBe('not stored')
    node.state.stored.add(CID)
    await presence.check(CID)
    expect(presence.$presence.get()).toBe('stored')
  })

  it('keeps the answer to the latest ask when an older one comes back last', async () => {
    const presence = createCidPresence($activeScope.get())
    node.state.stored.add(CID)
    const first = presence.check(CID)
    const second = presence.check('not a cid')
    await Promise.all([first, second])
    expect(presence.$presence.get()).toBe('unknown')
  })

  it('asks nothing of a node that cannot tell, nor of one that is down', async () => {
    node.state.profile = PROFILES.codex020
    const presence = createCidPresence($activeScope.get())
    await presence.check(CID)
    expect(presence.$presence.get()).toBe('unknown')
    expect(node.calls.filter((call) => call.startsWith('exists'))).toEqual([])
    node.state.profile = PROFILES.storage
    node.state.up = false
    await presence.check(CID)
    expect(presence.$presence.get()).toBe('unknown')
  })
})
