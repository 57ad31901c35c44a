import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { bytes, startTestSimulator, uploadedCid, type Simulator } from '../api/support/simulator.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const advertising = await import('../../../src/stores/node/advertising.ts')
const { advertisingKnown } = await import('../../../src/stores/node/advertising-known.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { setNodeUrl } = await import('../../../src/stores/nodes/active-node.ts')

let address = 0

const uploadTo = (sim: Simulator, seed: number) => uploadedCid(sim, bytes(4000, seed))

describe('advertising stores against the simulated Logos Storage node', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startTestSimulator({ api: 'storage' })
  })
  afterAll(() => sim.close())
  beforeEach(async () => {
    await sim.control('/reset')
    cleanTestStorage()
    address += 1
    setNodeUrl(`http://advertising-${address}.test:8080`)
    setEnvironment({ createNodeClient: () => sim.client })
  })
  afterEach(() => {
    cleanStores(advertising.advertisingServed.of($activeScope.get()))
    resetEnvironment()
  })

  it('finds the node serves advertising, and says so to views that must not ask', async () => {
    const scope = $activeScope.get()
    expect(advertisingKnown.of(scope).get()).toBe(false)
    const unbind = advertising.advertisingServed.of(scope).listen(() => {})
    await advertising.advertisingServed.of(scope).refetch()
    expect(advertising.advertisingServed.of(scope).get()).toMatchObject({ data: true })
    expect(advertisingKnown.of(scope).get()).toBe(true)
    unbind()
  })

  it('makes a file private and shares it again, showing the pending value meanwhile', async () => {
    const scope = $activeScope.get()
    const cid = await uploadTo(sim, 7)
    const $state = advertising.advertisedOf(scope, cid)
    const unbind = $state.listen(() => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect($state.get(), 'showing it asks nothing').toEqual({ state: 'loading' })
    advertising.askAdvertised(scope, [cid])
    await vi.waitFor(() => expect($state.get()).toMatchObject({ state: 'ready', data: true }))
    const change = advertising.setAdvertised(scope, cid, false)
    expect(advertising.advertiseChanges.of(scope).get()).toEqual({ [cid]: false })
    expect(await change).toBe(true)
    expect(advertising.advertiseChanges.of(scope).get()).toEqual({})
    expect($state.get()).toMatchObject({ state: 'ready', data: false })
    expect(await sim.client.advertised(cid)).toEqual({ error: false, data: false })
    expect(await advertising.setAdvertised(scope, cid, true)).toBe(true)
    expect($state.get()).toMatchObject({ data: true })
    unbind()
    cleanStores($state)
  })

  it("keeps the node's refusal beside the file in plain words", async () => {
    const scope = $activeScope.get()
    const cid = await uploadTo(sim, 8)
    await sim.client.deleteFile(cid)
    expect(await advertising.setAdvertised(scope, cid, false)).toBe(false)
    await allTasks()
    expect(advertising.advertiseErrors.of(scope).get()[cid]).toBe(
      'Could not make this file private: Dataset not found in the local node',
    )
  })
})

describe('advertising stores against a Codex node', () => {
  it('finds the node does not serve advertising', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    try {
      address += 1
      setNodeUrl(`http://advertising-${address}.test:8080`)
      setEnvironment({ createNodeClient: () => sim.client })
      const scope = $activeScope.get()
      const unbind = advertising.advertisingServed.of(scope).listen(() => {})
      await advertising.advertisingServed.of(scope).refetch()
      expect(advertising.advertisingServed.of(scope).get()).toMatchObject({ data: false })
      expect(advertisingKnown.of(scope).get()).toBe(false)
      unbind()
      cleanStores(advertising.advertisingServed.of(scope))
    } finally {
      resetEnvironment()
      await sim.close()
    }
  })
})
