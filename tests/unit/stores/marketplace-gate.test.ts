import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'

useTestStorageEngine()
const { resetEnvironment } = await import('../../../src/stores/page/environment.ts')
const { useTestEnvironment } = await import('../../../src/stores/page/test-environment.ts')
const { availabilitiesQuery } = await import('../../../src/stores/node/availabilities.ts')
const { reservationsQuery } = await import('../../../src/stores/node/availability-reservations.ts')
const { purchasesQuery } = await import('../../../src/stores/node/purchases.ts')
const { filePurchases } = await import('../../../src/stores/node/file-purchases.ts')
const { availabilityFlow } = await import('../../../src/stores/node/availability-wizard.ts')
const { requestStorageFor, storageRequestFlow } =
  await import('../../../src/stores/node/storage-request-wizard.ts')
const { marketplace } = await import('../../../src/stores/node/status.ts')
const { nodeProfile } = await import('../../../src/stores/node/profile.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { marketplaceAbsenceText, marketplaceNotice } =
  await import('../../../src/stores/node/marketplace-gate.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const MARKETPLACE_CALLS = [
  'availabilities',
  'purchases',
  'reservations',
  'createAvailability',
  'updateAvailability',
  'createStorageRequest',
]

let fake = createFakeNode()
let reportError = vi.fn()

function bind(profile: keyof typeof PROFILES) {
  fake = createFakeNode()
  fake.state.profile = PROFILES[profile]
  reportError = vi.fn()
  useTestEnvironment(fake.client, { reportError })
}

const marketplaceCalls = () =>
  fake.calls.filter((call) => MARKETPLACE_CALLS.some((name) => call.startsWith(name)))

beforeEach(() => cleanTestStorage())
afterEach(() => {
  availabilityFlow.of($activeScope.get()).finish()
  storageRequestFlow.of($activeScope.get()).finish()
  cleanStores(
    availabilitiesQuery.of($activeScope.get()),
    reservationsQuery.of($activeScope.get()),
    purchasesQuery.of($activeScope.get()),
    marketplace.of($activeScope.get()),
    nodeProfile.of($activeScope.get()),
    marketplaceNotice.of($activeScope.get()),
  )
  resetEnvironment()
})

describe('marketplace reads and actions on a node without a marketplace', () => {
  it('never call the client on Logos Storage: no availabilities, no purchases, nothing reported', async () => {
    bind('storage')
    const unbind = [
      availabilitiesQuery.of($activeScope.get()).listen(() => {}),
      reservationsQuery.of($activeScope.get()).listen(() => {}),
      purchasesQuery.of($activeScope.get()).listen(() => {}),
      filePurchases($activeScope.get(), CID).listen(() => {}),
      marketplaceNotice.of($activeScope.get()).listen(() => {}),
    ]
    await allTasks()
    expect(availabilitiesQuery.of($activeScope.get()).get()).toMatchObject({
      state: 'ready',
      data: [],
    })
    expect(purchasesQuery.of($activeScope.get()).get()).toMatchObject({ state: 'ready', data: [] })
    expect(filePurchases($activeScope.get(), CID).get()).toMatchObject({ state: 'ready', data: [] })
    expect(marketplaceNotice.of($activeScope.get()).get()).toBe(
      'Logos Storage 0.4.4 has no marketplace: buying and selling storage needs a Codex marketplace node.',
    )

    await availabilityFlow.of($activeScope.get()).goTo(1)
    const saved = await availabilityFlow.of($activeScope.get()).goTo(2)
    requestStorageFor($activeScope.get(), CID)
    await storageRequestFlow.of($activeScope.get()).goTo(1)
    const requested = await storageRequestFlow.of($activeScope.get()).goTo(2)
    expect(saved).toMatchObject({ state: 'failed', error: { message: /has no marketplace/ } })
    expect(requested).toMatchObject({ state: 'failed', error: { message: /has no marketplace/ } })

    expect(marketplaceCalls()).toEqual([])
    expect(reportError).not.toHaveBeenCalled()
    for (const stop of unbind) stop()
  })

  it('never call the client on a Codex node without persistence; the notice says how to start it', async () => {
    bind('codex025')
    fake.answers.marketplaceStatus = () =>
      ok({
        available: false,
        reason: 'no-persistence',
        message: 'Persistence is not enabled',
      } as const)
    const unbind = [
      availabilitiesQuery.of($activeScope.get()).listen(() => {}),
      purchasesQuery.of($activeScope.get()).listen(() => {}),
      marketplaceNotice.of($activeScope.get()).listen(() => {}),
    ]
    await allTasks()
    await availabilityFlow.of($activeScope.get()).goTo(1)
    await availabilityFlow.of($activeScope.get()).goTo(2)
    expect(marketplaceNotice.of($activeScope.get()).get()).toMatch(
      /^Codex 0\.2\.5 runs without its marketplace: .*persistence/,
    )
    expect(marketplaceCalls()).toEqual([])
    expect(reportError).not.toHaveBeenCalled()
    for (const stop of unbind) stop()
  })

  it('ask the node as before when it has a marketplace', async () => {
    bind('codex025')
    fake.state.availabilities = []
    const unbind = [
      availabilitiesQuery.of($activeScope.get()).listen(() => {}),
      purchasesQuery.of($activeScope.get()).listen(() => {}),
    ]
    await allTasks()
    expect(fake.calls).toEqual(expect.arrayContaining(['availabilities', 'purchases']))
    expect(marketplaceNotice.of($activeScope.get()).get()).toBeNull()
    for (const stop of unbind) stop()
  })

  it('name the node when its title is not known yet', () => {
    const absence = { available: false, reason: 'no-marketplace', message: '' } as const
    expect(marketplaceAbsenceText(absence, null)).toMatch(/^This node has no marketplace/)
  })
})
