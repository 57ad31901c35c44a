import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'

useTestStorageEngine()
const { resetEnvironment } = await import('../../../src/stores/environment.ts')
const { useTestEnvironment } = await import('../../../src/stores/test-environment.ts')
const { $availabilitiesQuery } = await import('../../../src/stores/availabilities.ts')
const { $reservationsQuery } = await import('../../../src/stores/availability-reservations.ts')
const { $purchasesQuery } = await import('../../../src/stores/purchases.ts')
const { filePurchases } = await import('../../../src/stores/file-purchases.ts')
const { availabilityWizard } = await import('../../../src/stores/availability-wizard.ts')
const { storageRequestWizard, requestStorageFor } =
  await import('../../../src/stores/storage-request-wizard.ts')
const { $marketplace } = await import('../../../src/stores/node-status.ts')
const { $nodeProfile } = await import('../../../src/stores/node-profile.ts')
const { $marketplaceNotice, marketplaceAbsenceText } =
  await import('../../../src/stores/marketplace-gate.ts')

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
  availabilityWizard.finish()
  storageRequestWizard.finish()
  cleanStores(
    $availabilitiesQuery,
    $reservationsQuery,
    $purchasesQuery,
    $marketplace,
    $nodeProfile,
    $marketplaceNotice,
  )
  resetEnvironment()
})

describe('marketplace reads and actions on a node without a marketplace', () => {
  it('never call the client on Logos Storage: no availabilities, no purchases, nothing reported', async () => {
    bind('storage')
    const unbind = [
      $availabilitiesQuery.listen(() => {}),
      $reservationsQuery.listen(() => {}),
      $purchasesQuery.listen(() => {}),
      filePurchases(CID).listen(() => {}),
      $marketplaceNotice.listen(() => {}),
    ]
    await allTasks()
    expect($availabilitiesQuery.get()).toMatchObject({ state: 'ready', data: [] })
    expect($purchasesQuery.get()).toMatchObject({ state: 'ready', data: [] })
    expect(filePurchases(CID).get()).toMatchObject({ state: 'ready', data: [] })
    expect($marketplaceNotice.get()).toBe(
      'Logos Storage 0.4.4 has no marketplace: buying and selling storage needs a Codex marketplace node.',
    )

    await availabilityWizard.goTo(1)
    const saved = await availabilityWizard.goTo(2)
    requestStorageFor(CID)
    await storageRequestWizard.goTo(1)
    const requested = await storageRequestWizard.goTo(2)
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
      $availabilitiesQuery.listen(() => {}),
      $purchasesQuery.listen(() => {}),
      $marketplaceNotice.listen(() => {}),
    ]
    await allTasks()
    await availabilityWizard.goTo(1)
    await availabilityWizard.goTo(2)
    expect($marketplaceNotice.get()).toMatch(
      /^Codex 0\.2\.5 runs without its marketplace: .*persistence/,
    )
    expect(marketplaceCalls()).toEqual([])
    expect(reportError).not.toHaveBeenCalled()
    for (const stop of unbind) stop()
  })

  it('ask the node as before when it has a marketplace', async () => {
    bind('codex025')
    fake.state.availabilities = []
    const unbind = [$availabilitiesQuery.listen(() => {}), $purchasesQuery.listen(() => {})]
    await allTasks()
    expect(fake.calls).toEqual(expect.arrayContaining(['availabilities', 'purchases']))
    expect($marketplaceNotice.get()).toBeNull()
    for (const stop of unbind) stop()
  })

  it('name the node when its title is not known yet', () => {
    const absence = { available: false, reason: 'no-marketplace', message: '' } as const
    expect(marketplaceAbsenceText(absence, null)).toMatch(/^This node has no marketplace/)
  })
})
