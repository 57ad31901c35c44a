import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { INPUT_INVALID } from '../../../src/api/validation-messages.ts'
import { bytes, startTestSimulator, type Simulator } from '../api/support/simulator.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })
useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { setNodeUrl } = await import('../../../src/stores/nodes/active-node.ts')
const wizardStore = await import('../../../src/stores/node/storage-request-wizard.ts')
const { purchaseCids } = await import('../../../src/stores/node/purchase-cids.ts')
const { purchaseTimes } = await import('../../../src/stores/node/purchase-times.ts')
const { purchaseRows, purchasesQuery } = await import('../../../src/stores/node/purchases.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const {
  storageRequestFlow,
  storageRequestCheck,
  estimateFor,
  storageRequestPreset,
  chooseDurabilityPreset,
  chooseUploadedFile,
  forgetUploadedFile,
  requestStorageFor,
  setStorageRequestField,
  toStorageRequestInput,
  DEFAULT_STORAGE_REQUEST_FORM,
} = wizardStore

let sim: Simulator
const NOW = 1_750_000_000_000

beforeAll(async () => {
  sim = await startTestSimulator()
})
afterAll(() => sim.close())
beforeEach(async () => {
  await sim.control('/reset')
  cleanTestStorage()
  setEnvironment({ createNodeClient: () => sim.client, now: () => NOW })
  setNodeUrl(sim.url)
  storageRequestFlow.of($activeScope.get()).reset()
})
afterEach(() => {
  cleanStores(purchasesQuery.of($activeScope.get()), filesQuery.of($activeScope.get()))
  resetEnvironment()
})

async function upload(size: number): Promise<string> {
  const result = await sim.client.upload(bytes(size, size)).result
  if (result.error) throw new Error(result.data.message)
  return result.data
}

async function submitted() {
  await storageRequestFlow.of($activeScope.get()).goTo(1)
  return storageRequestFlow.of($activeScope.get()).goTo(2)
}

describe('the storage request wizard', () => {
  it('creates the request, links it to the cid, records when, and refreshes the purchases', async () => {
    const cid = await upload(300 * 1024)
    const unbind = purchaseRows.of($activeScope.get()).listen(() => {})
    requestStorageFor($activeScope.get(), cid)
    const outcome = await submitted()
    expect(outcome.state).toBe('succeeded')
    if (outcome.state !== 'succeeded') return
    expect(outcome.answer.cid).toBe(cid)
    expect(outcome.answer.requestId).toMatch(/^0x[0-9a-f]{64}$/)
    expect(purchaseCids.of($activeScope.get()).get()).toEqual({ [outcome.answer.requestId]: cid })
    expect(purchaseTimes.of($activeScope.get()).get()).toEqual({
      [outcome.answer.requestId]: NOW / 1000,
    })
    // Saved state cleared: a reopened wizard starts over.
    expect(storageRequestFlow.of($activeScope.get()).$step.get()).toBe(0)
    expect(storageRequestFlow.of($activeScope.get()).$form.get()).toEqual(
      DEFAULT_STORAGE_REQUEST_FORM,
    )
    await allTasks()
    await vi.waitFor(() => {
      const rows = purchaseRows.of($activeScope.get()).get()
      expect(rows.state === 'ready' && rows.data.map((row) => row.requestId)).toEqual([
        outcome.answer.requestId,
      ])
    })
    const rows = purchaseRows.of($activeScope.get()).get()
    expect(rows.state === 'ready' && rows.data[0]).toMatchObject({
      cid,
      file: cid,
      durationSeconds: 86400n,
      slots: 3,
      pricePerBytePerSecond: 1n,
      proofProbability: 1n,
    })
    unbind()
  })

  it('shows what the node refused on the last step and keeps the saved step one back', async () => {
    const cid = await upload(64 * 1024)
    requestStorageFor($activeScope.get(), cid)
    const outcome = await submitted()
    expect(outcome).toMatchObject({
      state: 'failed',
      error: { message: 'Dataset too small for erasure parameters, need at least 131072 bytes' },
    })
    expect(storageRequestFlow.of($activeScope.get()).$shownStep.get()).toBe(2)
    expect(storageRequestFlow.of($activeScope.get()).$step.get()).toBe(1)
    expect(storageRequestFlow.of($activeScope.get()).$form.get().cid).toBe(cid)
    expect(purchaseCids.of($activeScope.get()).get()).toEqual({})
  })

  it('checks the call input before sending: a node count past uint32 is named', async () => {
    const cid = await upload(300 * 1024)
    requestStorageFor($activeScope.get(), cid)
    setStorageRequestField($activeScope.get(), 'nodes', String(2 ** 40))
    setStorageRequestField($activeScope.get(), 'tolerance', '1')
    const outcome = await submitted()
    expect(outcome.state).toBe('failed')
    if (outcome.state !== 'failed') return
    expect(outcome.error.message).toBe(INPUT_INVALID)
    expect(outcome.error.issues?.map((issue) => issue.path)).toEqual(['nodes'])
  })

  it('sends amounts past 2^64 as exact decimal strings', () => {
    const reward = (2n ** 255n + 12345n).toString()
    const input = toStorageRequestInput({
      ...DEFAULT_STORAGE_REQUEST_FORM,
      cid: 'zX',
      reward,
      availability: '4.0',
    })
    expect(input.pricePerBytePerSecond).toBe(2n ** 255n + 12345n)
    expect(input.duration).toBe(345600n)
    expect(input.expiry).toBe(300n)
  })

  it('reads any UInt256 typed in the form as exactly that amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (amount) => {
        const input = toStorageRequestInput({
          ...DEFAULT_STORAGE_REQUEST_FORM,
          reward: amount.toString(),
          collateral: amount.toString(),
        })
        expect(input.pricePerBytePerSecond).toBe(amount)
        expect(input.collateralPerByte).toBe(amount)
      }),
    )
  })

  it('the node stores the amounts it was sent, past 2^64, exactly', async () => {
    const cid = await upload(300 * 1024)
    requestStorageFor($activeScope.get(), cid)
    const price = 2n ** 255n + 987654321n
    setStorageRequestField($activeScope.get(), 'reward', price.toString())
    setStorageRequestField($activeScope.get(), 'collateral', (2n ** 70n).toString())
    const outcome = await submitted()
    if (outcome.state !== 'succeeded') throw new Error(JSON.stringify(outcome))
    const detail = await sim.client.purchaseDetail(outcome.answer.requestId)
    expect(!detail.error && detail.data.request?.ask).toMatchObject({
      pricePerBytePerSecond: price,
      collateralPerByte: 2n ** 70n,
    })
  })

  it('re-selects the matching preset as fields change, Custom when none matches', () => {
    expect(storageRequestPreset.of($activeScope.get()).get()).toBe('custom')
    chooseDurabilityPreset($activeScope.get(), 'medium')
    expect(storageRequestFlow.of($activeScope.get()).$form.get()).toMatchObject({
      nodes: '4',
      tolerance: '2',
      proofProbability: '3',
    })
    expect(storageRequestPreset.of($activeScope.get()).get()).toBe('medium')
    setStorageRequestField($activeScope.get(), 'proofProbability', '4')
    expect(storageRequestPreset.of($activeScope.get()).get()).toBe('custom')
    setStorageRequestField($activeScope.get(), 'nodes', '5')
    expect(storageRequestPreset.of($activeScope.get()).get()).toBe('high')
    chooseDurabilityPreset($activeScope.get(), 'custom')
    expect(storageRequestFlow.of($activeScope.get()).$form.get()).toMatchObject({
      nodes: '5',
      tolerance: '2',
      proofProbability: '4',
    })
  })

  it('estimates with the listed file size, and the node agrees on the slot size', async () => {
    const cid = await upload(300 * 1024)
    const unbind = files.of($activeScope.get()).listen(() => {})
    requestStorageFor($activeScope.get(), cid)
    const estimated = () =>
      estimateFor(
        storageRequestCheck.of($activeScope.get()).get(),
        files.of($activeScope.get()).get(),
      )
    await vi.waitFor(() => expect(estimated()).toBeDefined())
    const estimate = estimated()!
    expect(estimate).toMatchObject({ slots: 3n, slotSize: 262144n, tolerance: 1n })
    expect(estimate.totalPrice).toBe(1n * 262144n * 3n * 86400n)
    const outcome = await submitted()
    if (outcome.state !== 'succeeded') throw new Error(outcome.state)
    const detail = await sim.client.purchaseDetail(outcome.answer.requestId)
    expect(!detail.error && detail.data.request?.ask.slotSize).toBe(estimate.slotSize)
    unbind()
  })

  it('chooses an uploaded file, and forgets it only when its own card is closed', () => {
    chooseUploadedFile($activeScope.get(), 'zA')
    forgetUploadedFile($activeScope.get(), 'zB')
    expect(storageRequestFlow.of($activeScope.get()).$form.get().cid).toBe('zA')
    forgetUploadedFile($activeScope.get(), null)
    expect(storageRequestFlow.of($activeScope.get()).$form.get().cid).toBe('zA')
    forgetUploadedFile($activeScope.get(), 'zA')
    expect(storageRequestFlow.of($activeScope.get()).$form.get().cid).toBe('')
  })
})
