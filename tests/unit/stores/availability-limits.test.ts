import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { submitAvailabilityWizard, watchAvailabilityWizard } from './availability-wizard-steps.ts'
import { fail, ok } from '../../../src/api/result.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'
import type { Availability } from '../../../src/api/schemas/marketplace.ts'
import { localDateTimeText } from '../../../src/lib/local-date-time.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const wizard = await import('../../../src/stores/node/availability-wizard.ts')
const enabled = await import('../../../src/stores/node/availability-enabled.ts')
const { availabilitiesQuery } = await import('../../../src/stores/node/availabilities.ts')
const { space } = await import('../../../src/stores/node/space.ts')
const { nodeProfile } = await import('../../../src/stores/node/profile.ts')
const { $toasts } = await import('../../../src/stores/page/toasts.ts')
const { UNTIL_NOT_A_DATE } = await import('../../../src/stores/node/availability-form.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const GB = 1073741824n
const ID = `0x${'cd'.repeat(32)}`
const UNTIL = 1_800_000_000

/** As a v0.2.5 node lists it: created from 0.2 GB, selling until UNTIL. */
const existing: Availability = {
  id: ID,
  totalSize: (2n * GB) / 10n,
  freeSize: (2n * GB) / 10n,
  duration: 100_000n,
  minPricePerBytePerSecond: 3n,
  totalCollateral: 7n,
  totalRemainingCollateral: 7n,
  enabled: true,
  until: BigInt(UNTIL),
}

let fake = createFakeNode()

beforeEach(() => {
  cleanTestStorage()
  fake = createFakeNode()
  fake.state.profile = PROFILES.codex025
  fake.state.availabilities = [existing]
  setEnvironment({ createNodeClient: () => fake.client })
  wizard.availabilityFlow.of($activeScope.get()).finish()
  $toasts.set([])
})
afterEach(() => {
  cleanStores(
    wizard.availabilityCheck.of($activeScope.get()),
    availabilitiesQuery.of($activeScope.get()),
    space.of($activeScope.get()),
    nodeProfile.of($activeScope.get()),
  )
  resetEnvironment()
})

const mounted = () => watchAvailabilityWizard(wizard)

const submit = () => submitAvailabilityWizard(wizard)

const form = () => wizard.availabilityFlow.of($activeScope.get()).$form.get()

describe('availabilities on a node that takes enabled and until (Codex v0.2.5)', () => {
  it('opens an edit with the size as it was written, and sends only the price it changed', async () => {
    const stop = await mounted()
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    expect(form()).toMatchObject({
      totalSize: '0.2',
      totalSizeUnit: 'gb',
      enabled: true,
      until: localDateTimeText(UNTIL),
    })
    // Untouched fields read back to the node's own values, so none of them counts as changed.
    expect(wizard.availabilityCheck.of($activeScope.get()).get().input).toMatchObject({
      totalSize: existing.totalSize,
      duration: existing.duration,
      until: UNTIL,
    })
    wizard.setAvailabilityField($activeScope.get(), 'minPricePerBytePerSecond', '5')
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    expect(fake.state.updated).toEqual([{ id: ID, minPricePerBytePerSecond: 5n }])
    stop()
  })

  it('creates with enabled and until as unix seconds, 0 when the end is left empty', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField($activeScope.get(), 'until', '2027-03-01T12:30')
    wizard.setAvailabilityEnabledField($activeScope.get(), false)
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    wizard.availabilityFlow.of($activeScope.get()).finish()
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    expect(fake.state.created).toMatchObject([
      { enabled: false, until: new Date(2027, 2, 1, 12, 30).getTime() / 1000 },
      { enabled: true, until: 0 },
    ])
    stop()
  })

  it('says when the end is not a date, and sends a cleared end as 0', async () => {
    const stop = await mounted()
    wizard.setAvailabilityField($activeScope.get(), 'until', '2027-02-31T10:00')
    expect(wizard.availabilityCheck.of($activeScope.get()).get()).toMatchObject({
      errors: { until: UNTIL_NOT_A_DATE },
      input: undefined,
    })
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    wizard.setAvailabilityField($activeScope.get(), 'until', '')
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    expect(fake.state.updated).toEqual([{ id: ID, until: 0 }])
    stop()
  })

  it("shows the node's refusal of an end in its own words", async () => {
    const refusal = 'Until parameter must be greater or equal to the longest currently hosted slot'
    fake.answers.updateAvailability = () => fail(refusal, { code: 422 })
    const stop = await mounted()
    wizard.startAvailabilityEdit($activeScope.get(), existing)
    wizard.setAvailabilityField($activeScope.get(), 'until', '2026-01-01T00:00')
    expect(await submit()).toMatchObject({
      state: 'failed',
      error: { message: refusal, code: 422 },
    })
    stop()
  })

  it('sends neither enabled nor until to a node that does not take them (v0.2.0)', async () => {
    fake.state.profile = PROFILES.codex020
    const stop = await mounted()
    wizard.setAvailabilityField($activeScope.get(), 'until', 'not a date')
    wizard.setAvailabilityEnabledField($activeScope.get(), false)
    expect(wizard.availabilityCheck.of($activeScope.get()).get().errors).toEqual({})
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    expect(fake.state.created[0]).not.toHaveProperty('enabled')
    expect(fake.state.created[0]).not.toHaveProperty('until')
    stop()
  })
})

describe('the Host table switch', () => {
  it('stops selling with a PATCH of enabled alone, then reads the list again', async () => {
    const before = fake.counts.availabilities
    expect(await enabled.setAvailabilityEnabled($activeScope.get(), ID, 'Backup', false)).toBe(true)
    expect(fake.state.updated).toEqual([{ id: ID, enabled: false }])
    expect(fake.counts.availabilities).toBe(before + 1)
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'success',
      message: enabled.availabilityEnabled('Backup', false),
    })
    expect(enabled.enabledChanges.of($activeScope.get()).get()).toEqual({})
  })

  it("says the node's refusal in a toast and sends nothing twice while one is under way", async () => {
    let answer: (value: ReturnType<typeof ok<undefined>>) => void = () => {}
    fake.answers.updateAvailability = () => new Promise((resolve) => (answer = resolve))
    const first = enabled.setAvailabilityEnabled($activeScope.get(), ID, 'Backup', true)
    expect(enabled.enabledChanges.of($activeScope.get()).get()).toEqual({ [ID]: true })
    expect(await enabled.setAvailabilityEnabled($activeScope.get(), ID, 'Backup', true)).toBe(false)
    answer(ok(undefined))
    expect(await first).toBe(true)
    fake.answers.updateAvailability = () => fail('Availability not found', { code: 404 })
    expect(await enabled.setAvailabilityEnabled($activeScope.get(), ID, 'Backup', false)).toBe(
      false,
    )
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'error',
      message: enabled.availabilityEnabledFailed('Backup', 'Availability not found'),
    })
    expect(fake.state.updated).toHaveLength(2)
  })
})
