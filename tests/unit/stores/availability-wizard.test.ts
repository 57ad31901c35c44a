import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import type { Availability } from '../../../src/api/schemas/marketplace.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/environment.ts')
const wizard = await import('../../../src/stores/availability-wizard.ts')
const { $availabilitiesQuery } = await import('../../../src/stores/availabilities.ts')
const { $space } = await import('../../../src/stores/space.ts')
const { $availabilityNicknames } = await import('../../../src/stores/availability-nicknames.ts')
const { DEFAULT_AVAILABILITY_FORM } = await import('../../../src/stores/availability-form.ts')

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
  wizard.availabilityWizard.finish()
  $availabilityNicknames.set({})
})
afterEach(() => {
  cleanStores(wizard.$availabilityCheck, wizard.$availabilityMaxBytes, $availabilitiesQuery, $space)
  resetEnvironment()
})

async function mounted() {
  const stop = wizard.$availabilityCheck.listen(() => {})
  await allTasks()
  return stop
}

const form = () => wizard.availabilityWizard.$form.get()

describe('the availability wizard', () => {
  it('limits a new availability to the free space, and an edited one to it plus its own size', async () => {
    const stop = await mounted()
    expect(wizard.$availabilityMaxBytes.get()).toBe(17n * GB - 1n)
    wizard.startAvailabilityEdit(existing)
    expect(wizard.$availabilityMaxBytes.get()).toBe(19n * GB - 1n)
    wizard.fillMaxAvailabilitySize()
    // The original vault forgot the edited availability's own size here.
    expect(form()).toMatchObject({ totalSize: '18.9', totalSizeUnit: 'gb' })
    wizard.setAvailabilityField('totalSize', '19')
    expect(wizard.$availabilityCheck.get().errors.totalSize).toBe(
      'The total size cannot exceed the space available.',
    )
    stop()
  })

  it('keeps the collateral at size x 1 GiB until it is typed by hand', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField('totalSize', '1.5')
    expect(form().totalCollateral).toBe(String(GB + GB / 2n))
    wizard.setAvailabilityField('totalSizeUnit', 'tb')
    expect(form().totalCollateral).toBe(String(1024n * GB + 512n * GB))
    wizard.setAvailabilityField('totalSizeUnit', 'gb')
    wizard.fillMaxAvailabilitySize()
    expect(form()).toMatchObject({ totalSize: '16.9' })
    expect(form().totalCollateral).toBe(String((169n * GB) / 10n))
    wizard.setAvailabilityField('totalCollateral', '7')
    wizard.setAvailabilityField('totalSize', '2')
    expect(form()).toMatchObject({ totalCollateral: '7', collateralEdited: true })
    stop()
  })

  it('creates with POST, keeps the nickname, refreshes the list and the space, and resets', async () => {
    const stop = await mounted()
    const before = { ...fake.counts }
    wizard.setAvailabilityField('totalSize', '1')
    wizard.setAvailabilityField('duration', '3')
    wizard.setAvailabilityField('durationUnit', 'months')
    wizard.setAvailabilityField('nickname', 'backup')
    void wizard.availabilityWizard.goTo(1)
    expect(await wizard.availabilityWizard.goTo(2)).toEqual({
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
    expect($availabilityNicknames.get()).toEqual({ [NEW_ID]: 'backup' })
    expect(wizard.availabilityWizard.$shownStep.get()).toBe(2)
    expect(fake.counts.availabilities).toBe(before.availabilities + 1)
    expect(fake.counts.space).toBe(before.space + 1)
    expect(form()).toEqual(DEFAULT_AVAILABILITY_FORM)
    wizard.availabilityWizard.finish()
    expect(wizard.availabilityWizard.$shownStep.get()).toBe(0)
    stop()
  })

  it('edits with PATCH of what changed and keeps the new nickname (the original vault lost renames)', async () => {
    $availabilityNicknames.set({ [ID]: 'old' })
    const stop = await mounted()
    wizard.startAvailabilityEdit(existing)
    expect(form()).toMatchObject({ id: ID, duration: '3', durationUnit: 'months', nickname: 'old' })
    wizard.setAvailabilityField('nickname', 'renamed')
    void wizard.availabilityWizard.goTo(1)
    expect(await wizard.availabilityWizard.goTo(2)).toMatchObject({ answer: { id: ID } })
    // Only the nickname changed, which the node does not hold: it is asked about nothing else.
    expect(node.updated).toEqual([{ id: ID }])
    expect($availabilityNicknames.get()).toEqual({ [ID]: 'renamed' })
    expect(getTestStorage()['codex-availability-nicknames@url:http://localhost:8080']).toContain(
      'renamed',
    )
    stop()
  })

  it("shows the node's refusal on the error step, saved one step back", async () => {
    fake.answers.createAvailability = () => fail('Not enough storage quota', { code: 422 })
    const stop = await mounted()
    void wizard.availabilityWizard.goTo(1)
    expect(await wizard.availabilityWizard.goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Not enough storage quota', code: 422 },
    })
    expect($availabilityNicknames.get()).toEqual({})
    expect(wizard.availabilityWizard.$shownStep.get()).toBe(2)
    expect(wizard.availabilityWizard.$step.get()).toBe(1)
    expect(getTestStorage()['codex-availability-step@url:http://localhost:8080']).toBe('1')
    // Back leaves the error for Confirmation with the form as it was.
    void wizard.availabilityWizard.goTo(1)
    expect(wizard.availabilityWizard.$shownStep.get()).toBe(1)
    expect(form().totalSize).toBe('0.5')
    stop()
  })

  it('leaves the space to the node at submission, so a stale page gets its answer', async () => {
    fake.answers.createAvailability = () => fail('Not enough storage quota', { code: 422 })
    const stop = await mounted()
    wizard.fillMaxAvailabilitySize()
    void wizard.availabilityWizard.goTo(1)
    node.space = { ...node.space, quotaReservedBytes: 18n * GB }
    await $space.refetch()
    expect(wizard.$availabilityCheck.get().errors.totalSize).toBeDefined()
    expect(await wizard.availabilityWizard.goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Not enough storage quota' },
    })
    expect(node.created).toHaveLength(1)
    stop()
  })

  it('says the availability does not exist when the node no longer has the edited one', async () => {
    fake.answers.updateAvailability = () => fail('Availability not found', { code: 404 })
    const stop = await mounted()
    wizard.startAvailabilityEdit(existing)
    void wizard.availabilityWizard.goTo(1)
    expect(await wizard.availabilityWizard.goTo(2)).toMatchObject({
      state: 'failed',
      error: { message: 'Availability not found', code: 404 },
    })
    stop()
  })

  it('resumes a create under way, and drops an edit under way for a create', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField('nickname', 'draft')
    void wizard.availabilityWizard.goTo(1)
    wizard.startAvailabilityCreate()
    expect(form().nickname).toBe('draft')
    expect(wizard.availabilityWizard.$step.get()).toBe(1)
    wizard.startAvailabilityEdit(existing)
    expect(wizard.availabilityWizard.$step.get()).toBe(0)
    wizard.startAvailabilityCreate()
    expect(form()).toEqual(DEFAULT_AVAILABILITY_FORM)
    stop()
  })
})
