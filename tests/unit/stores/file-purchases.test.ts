import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toRequestId } from '../../../src/api/request-id.ts'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import type { Purchase } from '../../../src/api/schemas/marketplace.ts'
import { createFakeNode } from '../../support/fake-node.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { filePurchases, purchasesOf } = await import('../../../src/stores/node/file-purchases.ts')
const { purchasesQuery } = await import('../../../src/stores/node/purchases.ts')
const { purchaseCids } = await import('../../../src/stores/node/purchase-cids.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const OTHER = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sk'
const ID = `0x${'ab'.repeat(32)}`

function purchase(rawId: string, cid: string | null, state = 'started'): Purchase {
  const requestId = toRequestId(rawId)
  return {
    requestId,
    state,
    error: null,
    request:
      cid === null
        ? null
        : {
            id: requestId,
            ask: {
              slots: 3,
              slotSize: 262144n,
              duration: 86400n,
              proofProbability: 1n,
              pricePerBytePerSecond: 1n,
            },
            content: { cid },
            expiry: 300n,
          },
  }
}

let answer = ok<Purchase[]>([])
let node = createFakeNode()
beforeEach(() => {
  cleanTestStorage()
  node = createFakeNode()
  node.answers.purchases = () => answer
  setEnvironment({ createNodeClient: () => node.client })
})
afterEach(() => {
  cleanStores(purchasesQuery.of($activeScope.get()))
  resetEnvironment()
})

describe('the purchases of a file', () => {
  it('are those naming its cid plus those this browser linked to it', () => {
    const list = [purchase(ID, CID), purchase('0x01', OTHER), purchase('0xAB02', null, 'error')]
    expect(purchasesOf(list, CID, {}).map((p) => p.requestId)).toEqual([ID])
    expect(purchasesOf(list, CID, { '0xab02': CID }).map((p) => p.requestId)).toEqual([
      ID,
      '0xab02',
    ])
  })

  it('share one query for every file and follow a new link at once', async () => {
    answer = ok([purchase(ID, CID), purchase('0x01', OTHER)])
    const mine = filePurchases($activeScope.get(), CID)
    expect(filePurchases($activeScope.get(), CID)).toBe(mine)
    const unbind = [
      mine.listen(() => {}),
      filePurchases($activeScope.get(), OTHER).listen(() => {}),
    ]
    await allTasks()
    expect(node.counts.purchases).toBe(1)
    expect(mine.get()).toMatchObject({ state: 'ready', data: [{ requestId: ID }] })
    purchaseCids.of($activeScope.get()).set({ '0x01': CID })
    expect(mine.get()).toMatchObject({
      state: 'ready',
      data: [{ requestId: ID }, { requestId: '0x01' }],
    })
    for (const stop of unbind) stop()
  })

  it("hold the node's error (beside the last list, marked stale, once there was one)", async () => {
    answer = fail('Persistence is not enabled', { code: 503 })
    const unbind = filePurchases($activeScope.get(), CID).listen(() => {})
    await purchasesQuery.of($activeScope.get()).refetch()
    await allTasks()
    expect(filePurchases($activeScope.get(), CID).get()).toMatchObject({
      error: { message: 'Persistence is not enabled', code: 503 },
    })
    unbind()
  })
})
