import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { submitAvailabilityWizard, watchAvailabilityWizard } from './availability-wizard-steps.ts'
import { startTestSimulator, type Simulator } from '../api/support/simulator.ts'
import { localDateTimeText } from '../../../src/lib/local-date-time.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const wizard = await import('../../../src/stores/node/availability-wizard.ts')
const { setAvailabilityEnabled } = await import('../../../src/stores/node/availability-enabled.ts')
const { availabilitiesQuery } = await import('../../../src/stores/node/availabilities.ts')
const { space } = await import('../../../src/stores/node/space.ts')
const { nodeProfile } = await import('../../../src/stores/node/profile.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const GB = 1073741824n
const DAY = 86400

let sim: Simulator

beforeAll(async () => {
  sim = await startTestSimulator({ api: 'codex-0.2.5' })
})
afterAll(() => sim.close())

beforeEach(async () => {
  await sim.control('/reset')
  cleanTestStorage()
  setEnvironment({ createNodeClient: () => sim.client })
  wizard.availabilityFlow.of($activeScope.get()).finish()
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

async function mounted() {
  const stop = await watchAvailabilityWizard(wizard)
  await availabilitiesQuery.of($activeScope.get()).refetch()
  return stop
}

const submit = () => submitAvailabilityWizard(wizard)

async function onNode() {
  const list = await sim.client.availabilities()
  if (list.error) throw new Error(list.data.message)
  return list.data
}

/** Creates an availability through the wizard as a person would; returns its id. */
async function createThroughWizard(fields: Record<string, string>, enabled = true) {
  for (const [field, value] of Object.entries(fields)) {
    wizard.setAvailabilityField($activeScope.get(), field as never, value)
  }
  wizard.setAvailabilityEnabledField($activeScope.get(), enabled)
  const outcome = await submit()
  if (outcome.state !== 'succeeded') throw new Error(JSON.stringify(outcome))
  wizard.availabilityFlow.of($activeScope.get()).finish()
  return outcome.answer.id
}

describe('the availability stores against a simulated Codex v0.2.5 node', () => {
  it('creates with an end and a switch, and reopens 0.2 GB as 0.2 with that end', async () => {
    const stop = await mounted()
    const until = Math.floor(Date.now() / 60_000) * 60 + 30 * DAY
    const id = await createThroughWizard(
      { totalSize: '0.2', duration: '10', durationUnit: 'days', until: localDateTimeText(until) },
      false,
    )
    const [created] = await onNode()
    expect(created).toMatchObject({ id, totalSize: (2n * GB) / 10n, enabled: false })
    expect(created?.until).toBe(BigInt(until))
    wizard.startAvailabilityEdit($activeScope.get(), created!)
    expect(wizard.availabilityFlow.of($activeScope.get()).$form.get()).toMatchObject({
      totalSize: '0.2',
      duration: '10',
      enabled: false,
      until: localDateTimeText(until),
    })
    stop()
  })

  it('edits the price of an availability holding most of the quota, which a full PATCH cannot', async () => {
    const stop = await mounted()
    const id = await createThroughWizard({ totalSize: '15', duration: '10', durationUnit: 'days' })
    // The node checks any size it is sent against the whole free quota, its own size left out.
    const resent = await sim.client.updateAvailability({ id, totalSize: 15n * GB })
    expect(resent).toMatchObject({ error: true, data: { code: 422 } })
    expect(resent.data).toMatchObject({ message: 'Not enough storage quota' })

    await availabilitiesQuery.of($activeScope.get()).refetch()
    wizard.startAvailabilityEdit($activeScope.get(), (await onNode())[0]!)
    wizard.setAvailabilityField($activeScope.get(), 'minPricePerBytePerSecond', '9')
    expect(await submit()).toMatchObject({ state: 'succeeded' })
    expect((await onNode())[0]).toMatchObject({ totalSize: 15n * GB, minPricePerBytePerSecond: 9n })
    stop()
  })

  it("stops selling from the table's switch, keeping everything else", async () => {
    const stop = await mounted()
    const id = await createThroughWizard({ totalSize: '1', duration: '10', durationUnit: 'days' })
    const [before] = await onNode()
    expect(await setAvailabilityEnabled($activeScope.get(), id, 'backup', false)).toBe(true)
    expect((await onNode())[0]).toEqual({ ...before, enabled: false })
    expect(availabilitiesQuery.of($activeScope.get()).get()).toMatchObject({
      data: [{ id, enabled: false }],
    })
    stop()
  })

  it("shows the node's refusal of an end before a slot it hosts ends", async () => {
    const stop = await mounted()
    await createThroughWizard({ totalSize: '1', duration: '30', durationUnit: 'days' })
    // Ten simulated buyers' chances: one takes a slot that ends after the simulated clock.
    await sim.control('/clock/advance', { seconds: 6000 })
    await availabilitiesQuery.of($activeScope.get()).refetch()
    const [hosting] = await onNode()
    const reservations = await sim.client.reservations(hosting!.id)
    if (reservations.error) throw new Error(reservations.data.message)
    expect(reservations.data[0]?.validUntil).toBeTypeOf('bigint')

    wizard.startAvailabilityEdit($activeScope.get(), hosting!)
    wizard.setAvailabilityField(
      $activeScope.get(),
      'until',
      localDateTimeText(Math.floor(Date.now() / 1000) + 60),
    )
    expect(await submit()).toMatchObject({
      state: 'failed',
      error: {
        code: 422,
        message: 'Until parameter must be greater or equal to the longest currently hosted slot',
      },
    })
    stop()
  })
})
