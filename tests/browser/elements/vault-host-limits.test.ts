import { within } from '@testing-library/dom'
import { expect } from 'chai'
import { cleanStores } from 'nanostores'
import '../../../src/elements/vault-host.ts'
import '../../../src/elements/vault-availability-wizard.ts'
import { localDateTimeText } from '../../../src/lib/local-date-time.ts'
import { availabilitiesQuery } from '../../../src/stores/node/availabilities.ts'
import { availabilityNicknames } from '../../../src/stores/node/availability-nicknames.ts'
import {
  availabilityReservations,
  reservationsQuery,
} from '../../../src/stores/node/availability-reservations.ts'
import {
  availabilityCheck,
  availabilityMaxBytes,
  availabilityFlow,
} from '../../../src/stores/node/availability-wizard.ts'
import { space } from '../../../src/stores/node/space.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

const GB = 1073741824
const DAY = 86400
const API = '/api/codex/v1/sales/availability'

/** Ids made in the test: their reservation stores are cleaned after it (the simulator reuses ids). */
const created = new Set<string>()

interface NodeAvailability {
  id: string
  totalSize: number
  duration: number
  minPricePerBytePerSecond: string
  enabled: boolean
  until: number
}

/** Creates an availability straight on the simulated v0.2.5 node, as another tool would. */
async function createAvailability(node: string, fields: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${node}${API}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ minPricePerBytePerSecond: '7', totalCollateral: '1000', ...fields }),
  })
  const { id } = (await response.json()) as { id: string }
  created.add(id)
  return id
}

async function nodeAvailability(node: string, id: string): Promise<NodeAvailability | undefined> {
  const list = (await (await fetch(`${node}${API}`)).json()) as NodeAvailability[]
  return list.find((each) => each.id === id)
}

const text = (element: Node | null | undefined) => element?.textContent ?? ''

function field(root: ShadowRoot, label: string): HTMLInputElement | undefined {
  const found = [...root.querySelectorAll('label')].find((each) => each.textContent === label)
  return (found && (root.getElementById(found.htmlFor) as HTMLInputElement)) ?? undefined
}

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function button(root: ShadowRoot, label: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((each) => each.textContent?.trim() === label)
}

describe('availabilities on a Codex v0.2.5 node', () => {
  let node: string
  beforeEach(async () => {
    node = await simulatorUrl('permissive')
    await control(node, '/reset')
    await control(node, '/api', { api: 'codex-0.2.5' })
  })
  afterEach(() => {
    cleanup()
    cleanStores(
      ...[...created].map((id) => availabilityReservations($activeScope.get(), id)),
      availabilityCheck.of($activeScope.get()),
      availabilityMaxBytes.of($activeScope.get()),
      reservationsQuery.of($activeScope.get()),
      availabilitiesQuery.of($activeScope.get()),
      space.of($activeScope.get()),
    )
    availabilityFlow.of($activeScope.get()).finish()
    availabilityNicknames.of($activeScope.get()).set({})
    created.clear()
  })
  // The next test file finds the node it was started as.
  after(() => control(node, '/reset'))

  it('shows when each stops selling, and its switch stops one without deleting it', async () => {
    const until = Math.floor(Date.now() / 1000) + 60 * DAY
    const id = await createAvailability(node, { totalSize: GB, duration: 30 * DAY, until })
    const element = mount(`<vault-host node-url="${node}"></vault-host>`)
    const screen = screenOf(element)
    const table = await waitFor(() => screen.queryByRole('table', { name: 'Availabilities' }))
    await waitFor(() => within(table).queryByRole('columnheader', { name: 'Until' }))
    const row = await waitFor(() => within(table).queryByRole('switch')?.closest('tr'))
    expect(text(row)).to.contain(new Date(until * 1000).getFullYear().toString())
    const toggle = within(row).getByRole('switch')
    expect(toggle.getAttribute('aria-checked')).to.equal('true')
    expect(await axeViolations(element)).to.deep.equal([])

    toggle.click()
    await waitFor(async () => (await nodeAvailability(node, id))?.enabled === false)
    await waitFor(() => toggle.getAttribute('aria-checked') === 'false' && !toggle.ariaBusy)
    const kept = await nodeAvailability(node, id)
    expect(kept).to.include({ totalSize: GB, duration: 30 * DAY, until })
  })

  it('shows when a reservation ends once a buyer takes a slot', async () => {
    const id = await createAvailability(node, { totalSize: GB, duration: 30 * DAY })
    // Ten buyers' chances (one per 600 simulated seconds, each 60 %): one takes a slot.
    await control(node, '/clock/advance', { seconds: 6000 })
    const element = mount(`<vault-host node-url="${node}"></vault-host>`)
    const screen = screenOf(element)
    const toggle = await waitFor(() => screen.queryByRole('button', { name: /^Reservations of / }))
    toggle.click()
    const list = await waitFor(
      () => screen.queryByRole('table', { name: /^Reservations of / }),
      6000,
    )
    const header = await waitFor(() => within(list).queryByRole('columnheader', { name: 'Ends' }))
    expect(header).to.not.equal(null)
    const reservations = (await (await fetch(`${node}${API}/${id}/reservations`)).json()) as {
      validUntil: number
    }[]
    expect(reservations.length).to.be.greaterThan(0)
    const year = new Date(reservations[0]!.validUntil * 1000).getFullYear().toString()
    expect(text(list.querySelector('tbody td:last-child'))).to.contain(year)
  })

  it('edits with the size as written, its end and its switch, sending only what changed', async () => {
    const until = Math.floor(Date.now() / 1000) + 60 * DAY
    // 0.2 GB as the vault wrote it, and most of the quota: re-sending the size would be refused.
    const size = Math.floor(0.2 * GB)
    const big = await createAvailability(node, { totalSize: 15 * GB, duration: 10 * DAY })
    const id = await createAvailability(node, { totalSize: size, duration: 10 * DAY, until })
    for (const each of [big, id]) {
      const element = mount(
        `<vault-availability-wizard inline="true" availability-id="${each}" node-url="${node}"></vault-availability-wizard>`,
      )
      const root = element.shadowRoot!
      const price = await waitFor(() => field(root, 'Min price per byte per second'), 8000)
      if (each === id) {
        expect(field(root, 'Total size')!.value).to.equal('0.2')
        expect(field(root, 'Until')!.value).to.equal(localDateTimeText(until))
        expect(within(root as unknown as HTMLElement).getByRole('switch').ariaChecked).to.equal(
          'true',
        )
        expect(await axeViolations(element)).to.deep.equal([])
      }
      type(price, '9')
      button(root, 'Next')!.click()
      await waitFor(() => text(root).includes('Confirm the changes to your sale'))
      button(root, 'Next')!.click()
      await waitFor(() => text(root).includes('The new sale will appear in your sale list.'), 5000)
      expect((await nodeAvailability(node, each))?.minPricePerBytePerSecond).to.equal('9')
      cleanup()
      availabilityFlow.of($activeScope.get()).finish()
    }
  })

  it("shows the node's refusal of an end before a slot it hosts ends, in its own words", async () => {
    const id = await createAvailability(node, { totalSize: GB, duration: 30 * DAY })
    await control(node, '/clock/advance', { seconds: 6000 })
    const element = mount(
      `<vault-availability-wizard inline="true" availability-id="${id}" node-url="${node}"></vault-availability-wizard>`,
    )
    const root = element.shadowRoot!
    const until = await waitFor(() => field(root, 'Until'), 8000)
    // Every slot it hosts ends after the simulated clock, which is ahead of this one.
    type(until, localDateTimeText(Math.floor(Date.now() / 1000) + 60))
    button(root, 'Next')!.click()
    await waitFor(() => text(root).includes('Confirm the changes to your sale'))
    button(root, 'Next')!.click()
    await waitFor(
      () =>
        text(root).includes(
          'Until parameter must be greater or equal to the longest currently hosted slot',
        ),
      5000,
    )
  })
})
