import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { toRequestId } from '../../../src/api/request-id.ts'
import type { Purchase } from '../../../src/api/schemas/marketplace.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { resetEnvironment } from './fake-environment.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { addNode } = await import('../../../src/stores/nodes/list.ts')
const { $activeScope, scopeOfNode } = await import('../../../src/stores/nodes/scope.ts')
const { purchaseRows } = await import('../../../src/stores/node/purchases.ts')
const { purchaseCids } = await import('../../../src/stores/node/purchase-cids.ts')
const { purchaseTimes } = await import('../../../src/stores/node/purchase-times.ts')
const nicknames = await import('../../../src/stores/node/availability-nicknames.ts')
const wizard = await import('../../../src/stores/node/storage-request-wizard.ts')

const HOME = 'http://10.0.0.1:8080'
const HOSTED = 'https://node.example'
const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const idOf = (n: number) => toRequestId(n.toString(16).padStart(64, '0'))

function purchase(n: number): Purchase {
  return { requestId: idOf(n), state: 'finished', error: null, request: null }
}

/** Two registered nodes, Home active, each a fake node of its own. */
function twoNodes() {
  const nodes = { home: createFakeNode(), hosted: createFakeNode() }
  useTestEnvironment((url) => (url === HOSTED ? nodes.hosted : nodes.home).client)
  const home = addNode({ name: 'Home', url: HOME }, { activate: true })
  const hosted = addNode({ name: 'Hosted', url: HOSTED })
  if (!home.ok || !hosted.ok) throw new Error('the nodes were refused')
  const scope = scopeOfNode(hosted.id)
  if (!scope || scope === $activeScope.get()) throw new Error('Hosted has no scope of its own')
  return { nodes, hosted: scope, hostedId: hosted.id }
}

describe('the marketplace stores of two nodes', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => {
    forgetEveryNode()
    resetEnvironment()
  })

  it("list each node's own purchases, ordered by each node's own times", async () => {
    const { nodes, hosted } = twoNodes()
    nodes.home.state.purchases = [purchase(1)]
    nodes.hosted.state.purchases = [purchase(2), purchase(3)]
    purchaseTimes.of(hosted).set({ [idOf(2)]: 500 })
    const unbind = [
      purchaseRows.of($activeScope.get()).listen(() => {}),
      purchaseRows.of(hosted).listen(() => {}),
    ]
    await waitForRows($activeScope.get())
    await waitForRows(hosted)
    expect(rowIds($activeScope.get())).toEqual([idOf(1)])
    // Timed here first, then the node's order.
    expect(rowIds(hosted)).toEqual([idOf(2), idOf(3)])
    expect(purchaseTimes.of($activeScope.get()).get()).toEqual({})
    expect(nodes.home.counts.purchases).toBe(1)
    expect(nodes.hosted.counts.purchases).toBe(1)
    for (const stop of unbind) stop()
  })

  it("send a storage request to the wizard's own node and link it there only", async () => {
    const { nodes, hosted, hostedId } = twoNodes()
    wizard.setStorageRequestField($activeScope.get(), 'nodes', '5')
    wizard.requestStorageFor(hosted, CID)
    const flow = wizard.storageRequestFlow.of(hosted)
    expect(flow.$form.get()).toMatchObject({ cid: CID, nodes: '3' })
    expect(wizard.storageRequestFlow.of($activeScope.get()).$form.get()).toMatchObject({
      cid: '',
      nodes: '5',
    })
    expect(getTestStorage()[`codex-storage-request-form@${hostedId}`]).toContain(CID)
    await flow.goTo(1)
    const outcome = await flow.goTo(2)
    expect(outcome.state).toBe('succeeded')
    expect(nodes.hosted.calls).toContain(`createStorageRequest ${CID}`)
    expect(nodes.home.calls.filter((call) => call.startsWith('createStorageRequest'))).toEqual([])
    const created = toRequestId('12'.repeat(32))
    expect(purchaseCids.of(hosted).get()).toEqual({ [created]: CID })
    expect(Object.keys(purchaseTimes.of(hosted).get())).toEqual([created])
    expect(purchaseCids.of($activeScope.get()).get()).toEqual({})
    expect(purchaseTimes.of($activeScope.get()).get()).toEqual({})
    // The active node's half-filled wizard is untouched.
    expect(wizard.storageRequestFlow.of($activeScope.get()).$form.get()).toMatchObject({
      nodes: '5',
    })
    expect(wizard.storageRequestCheck.of($activeScope.get()).get()).not.toBe(
      wizard.storageRequestCheck.of(hosted).get(),
    )
  })

  it("keep each node's own availability nicknames", () => {
    const { hosted, hostedId } = twoNodes()
    nicknames.setAvailabilityNickname($activeScope.get(), '0x01', 'Home')
    nicknames.setAvailabilityNickname(hosted, '0x01', 'Cloud')
    expect(nicknames.availabilityNicknames.of($activeScope.get()).get()).toEqual({ '0x01': 'Home' })
    expect(nicknames.availabilityNicknames.of(hosted).get()).toEqual({ '0x01': 'Cloud' })
    expect(getTestStorage()[`codex-availability-nicknames@${hostedId}`]).toBe('{"0x01":"Cloud"}')
  })
})

async function waitForRows(scope: Parameters<typeof purchaseRows.of>[0]): Promise<void> {
  for (let tries = 0; tries < 100 && purchaseRows.of(scope).get().state === 'loading'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function rowIds(scope: Parameters<typeof purchaseRows.of>[0]) {
  const rows = purchaseRows.of(scope).get()
  return rows.state === 'ready' ? rows.data.map((row) => row.requestId) : rows.state
}
