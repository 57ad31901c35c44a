import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import type { Availability } from '../../../src/api/schemas/marketplace.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const wizard = await import('../../../src/stores/node/availability-wizard.ts')
const { availabilitiesQuery } = await import('../../../src/stores/node/availabilities.ts')
const { space } = await import('../../../src/stores/node/space.ts')
const { availabilityNicknames } = await import('../../../src/stores/node/availability-nicknames.ts')
const { DEFAULT_AVAILABILITY_FORM } = await import('../../../src/stores/node/availability-form.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const GB = 1073741824n
const ID = `0x${'cd'.repeat(32)}`
const NEW_ID = `0x${'ef'.repeat(32)}`

const existing: Availability = {
  id: ID,
  totalSize: 2n * GB,
  freeSize: 2n * GB,
  duration: 90n * 86400n,
  minPricePerBytePerSecond: 3n,
  totalCollateral: 2n * GB,
  totalRemainingCollateral: 2n * GB,
}

let fake = createFakeNode()
let node = fake.state

beforeEach(() => {
  cleanTestStorage()
  fake = createFakeNode()
  node = fake.state
  node.space = {
    totalBlocks: 0,
    quotaMaxBytes: 20n * GB,
    quotaReservedBytes: 2n * GB,
    quotaUsedBytes: GB,
  }
  node.availabilities = [existing]
  fake.answers.createAvailability = () => ok({ ...existing, id: NEW_ID })
  setEnvironment({ createNodeClient: () => fake.client })
  wizard.availabilityFlow.of($activeScope.get()).finish()
  availabilityNicknames.of($activeScope.get()).set({})
})
afterEach(() => {
  cleanStores(
    wizard.availabilityCheck.of($activeScope.get()),
    wizard.availabilityMaxBytes.of($activeScope.get()),
    availabilitiesQuery.of($activeScope.get()),
    space.of($activeScope.get()),
  )
  resetEnvironment()
})

async function mounted() {
  const stop = wizard.availabilityCheck.of($activeScope.get()).listen(() => {})
  await allTasks()
  return stop
}

const form = () => wizard.availabilityFlow.of($activeScope.get()).$form.get()

describe('the availability wizard', () => {
  it('limits a new availability to the free space, and an edited one to it plus its own size', async () => {
    const stop = await mounted()
    expect(wizard.availabilityMaxBytes.of($activeScope.get()).get()).toBe(17n * GB - 1n)
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    expect(wizard.availabilityMaxBytes.of($activeScope.get()).get()).toBe(19n * GB - 1n)
    wizard.fillMaxAvailabilitySize($activeScope.get())
    // The original vault forgot the edited availability's own size here.
    expect(form()).toMatchObject({ totalSize: '18.9', totalSizeUnit: 'gb' })
    wizard.setAvailabilityField($activeScope.get(), 'totalSize', '19')
    expect(wizard.availabilityCheck.of($activeScope.get()).get().errors.totalSize).toBe(
      'The total size cannot exceed the space available.',
    )
    stop()
  })

  it('keeps the collateral at size x 1 GiB until it is typed by hand', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField($activeScope.get(), 'totalSize', '1.5')
    expect(form().totalCollateral).toBe(String(GB + GB / 2n))
    wizard.setAvailabilityField($activeScope.get(), 'totalSizeUnit', 'tb')
    expect(form().totalCollateral).toBe(String(1024n * GB + 512n * GB))
    wizard.setAvailabilityField($activeScope.get(), 'totalSizeUnit', 'gb')
    wizard.fillMaxAvailabilitySize($activeScope.get())
    expect(form()).toMatchObject({ totalSize: '16.9' })
    expect(form().totalCollateral).toBe(String((169n * GB) / 10n))
    wizard.setAvailabilityField($activeScope.get(), 'totalCollateral', '7')
    wizard.setAvailabilityField($activeScope.get(), 'totalSize', '2')
    expect(form()).toMatchObject({ totalCollateral: '7', collateralEdited: true })
    stop()
  })

  it('creates with POST, keeps the nickname, refreshes the list and the space, and resets', async () => {
    const stop = await mounted()
    const before = { ...fake.counts }
    wizard.setAvailabilityField($activeScope.get(), 'totalSize', '1')
    wizard.setAvailabilityField($activeScope.get(), 'duration', '3')
    wizard.setAvailabilityField($activeScope.get(), 'durationUnit', 'months')
    wizard.setAvailabilityField($activeScope.get(), 'nickname', 'backup')
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    expect(await wizard.availabilityFlow.of($activeScope.get()).goTo(2)).toEqual({
      state: 'succeeded',
      answer: { id: NEW_ID },
    })
    expect(node.created).toEqual([
      {
        totalSize: GB,
        duration: 90n * 86400n,
        minPricePerBytePerSecond: 1n,
        totalCollateral: GB,
      },
    ])
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({ [NEW_ID]: 'backup' })
    expect(wizard.availabilityFlow.of($activeScope.get()).$shownStep.get()).toBe(2)
    expect(fake.counts.availabilities).toBe(before.availabilities + 1)
    expect(fake.counts.space).toBe(before.space + 1)
    expect(form()).toEqual(DEFAULT_AVAILABILITY_FORM)
    wizard.availabilityFlow.of($activeScope.get()).finish()
    expect(wizard.availabilityFlow.of($activeScope.get()).$shownStep.get()).toBe(0)
    stop()
  })

  it('edits with PATCH of what changed and keeps the new nickname (the original vault lost renames)', async () => {
    availabilityNicknames.of($activeScope.get()).set({ [ID]: 'old' })
    const stop = await mounted()
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    expect(form()).toMatchObject({ id: ID, duration: '3', durationUnit: 'months', nickname: 'old' })
    wizard.setAvailabilityField($activeScope.get(), 'nickname', 'renamed')
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    expect(await wizard.availabilityFlow.of($activeScope.get()).goTo(2)).toMatchObject({
      answer: { id: ID },
    })
    // Only the nickname changed, which the node does not hold: it is asked about nothing else.
    expect(node.updated).toEqual([{ id: ID }])
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({ [ID]: 'renamed' })
    expect(getTestStorage()['codex-availability-nicknames@url:http://localhost:8080']).toContain(
      'renamed',
    )
    stop()
  })

  it("shows the node's refusal on the error step, saved one step back", async () => {
    fake.answers.createAvailability = () => fail('Not enough storage quota', { code: 422 })
    const stop = await mounted()
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    expect(await wizard.availabilityFlow.of($activeScope.get()).goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Not enough storage quota', code: 422 },
    })
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({})
    expect(wizard.availabilityFlow.of($activeScope.get()).$shownStep.get()).toBe(2)
    expect(wizard.availabilityFlow.of($activeScope.get()).$step.get()).toBe(1)
    expect(getTestStorage()['codex-availability-step@url:http://localhost:8080']).toBe('1')
    // Back leaves the error for Confirmation with the form as it was.
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    expect(wizard.availabilityFlow.of($activeScope.get()).$shownStep.get()).toBe(1)
    expect(form().totalSize).toBe('0.5')
    stop()
  })

  it('leaves the space to the node at submission, so a stale page gets its answer', async () => {
    fake.answers.createAvailability = () => fail('Not enough storage quota', { code: 422 })
    const stop = await mounted()
    wizard.fillMaxAvailabilitySize($activeScope.get())
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    node.space = { ...node.space, quotaReservedBytes: 18n * GB }
    await space.of($activeScope.get()).refetch()
    expect(wizard.availabilityCheck.of($activeScope.get()).get().errors.totalSize).toBeDefined()
    expect(await wizard.availabilityFlow.of($activeScope.get()).goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Not enough storage quota' },
    })
    expect(node.created).toHaveLength(1)
    stop()
  })

  it('says the availability does not exist when the node no longer has the edited one', async () => {
    fake.answers.updateAvailability = () => fail('Availability not found', { code: 404 })
    const stop = await mounted()
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    expect(await wizard.availabilityFlow.of($activeScope.get()).goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Availability not found', code: 404 },
    })
    stop()
  })

  it('resumes a create under way, and drops an edit under way for a create', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField($activeScope.get(), 'nickname', 'draft')
    void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
    wizard.startAvailabilityCreate($activeScope.get())
    expect(form().nickname).toBe('draft')
    expect(wizard.availabilityFlow.of($activeScope.get()).$step.get()).toBe(1)
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    expect(wizard.availabilityFlow.of($activeScope.get()).$step.get()).toBe(0)
    wizard.startAvailabilityCreate($activeScope.get())
    expect(form()).toEqual(DEFAULT_AVAILABILITY_FORM)
    stop()
  })
})
