import { $activeScope, bindPageToUrl } from '../../../src/stores/nodes/scope.ts'
import { within } from '@testing-library/dom'
import { expect } from 'chai'
import { cleanStores } from 'nanostores'
import '../../../src/elements/vault-host.ts'
import { availabilitiesQuery } from '../../../src/stores/node/availabilities.ts'
import {
  availabilityCheck,
  availabilityMaxBytes,
} from '../../../src/stores/node/availability-wizard.ts'
import {
  setAvailabilityNickname,
  availabilityNicknames,
} from '../../../src/stores/node/availability-nicknames.ts'
import {
  availabilityReservations,
  reservationsQuery,
} from '../../../src/stores/node/availability-reservations.ts'
import { space } from '../../../src/stores/node/space.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const MONTH = 30 * 86400

/** Ids made in the test: their reservation stores are cleaned after it (the simulator reuses ids). */
const created = new Set<string>()

/** Creates an availability straight on the simulator; returns its id. */
async function createAvailability(node: string, totalSize: number, duration: number) {
  const response = await fetch(`${node}/api/codex/v1/sales/availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      totalSize: String(totalSize),
      duration: String(duration),
      minPricePerBytePerSecond: '7',
      totalCollateral: '1000',
    }),
  })
  const { id } = (await response.json()) as { id: string }
  created.add(id)
  return id
}

const text = (element: Node | null | undefined) => element?.textContent ?? ''

/** The scrolling region around the availabilities table. */
const tableRegion = (element: Element) =>
  screenOf(element).queryByRole('region', { name: 'Availabilities table' })

/** The availabilities' own rows: each has its reservations toggle (header and empty rows do not). */
function availabilityRows(element: Element): HTMLElement[] {
  const table = screenOf(element).queryByRole('table', { name: 'Availabilities' })
  if (!table) return []
  return within(table)
    .queryAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { name: /^Reservations of / }))
}

/** The row `row` opens under itself (its reservations), if it is open. */
function detailOf(element: Element, row: HTMLElement): HTMLElement | undefined {
  const table = screenOf(element).getByRole('table', { name: 'Availabilities' })
  const rows = within(table).queryAllByRole('row')
  const next = rows[rows.indexOf(row) + 1]
  return next && !availabilityRows(element).includes(next) ? next : undefined
}

describe('<vault-host>', () => {
  let node: string
  beforeEach(async () => {
    node = await simulatorUrl('permissive')
    await control(node, '/reset')
    // What the elements' node-url does: nicknames set before the first element are that node's.
    bindPageToUrl(node)
  })
  afterEach(() => {
    cleanup()
    // Dependents first, so none keeps a subscription its cleaned source no longer has.
    cleanStores(
      ...[...created].map((id) => availabilityReservations($activeScope.get(), id)),
      availabilityCheck.of($activeScope.get()),
      availabilityMaxBytes.of($activeScope.get()),
      reservationsQuery.of($activeScope.get()),
      availabilitiesQuery.of($activeScope.get()),
      space.of($activeScope.get()),
    )
    availabilityNicknames.of($activeScope.get()).set({})
    created.clear()
  })

  it('says No data available. with no availability, and passes axe', async () => {
    const element = mount(`<vault-host node-url="${node}"></vault-host>`)
    await waitFor(() => text(tableRegion(element)).includes('No data available.'))
    await waitFor(() => screenOf(element).queryByLabelText('Disk usage'))
    expect(element.children).to.have.length(0)
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('lists availabilities largest first, opens a row onto its reservations, and charts them as a table', async () => {
    const small = await createAvailability(node, 1073741824, 3 * MONTH)
    const large = await createAvailability(node, 2147483648, 86400)
    setAvailabilityNickname($activeScope.get(), small, 'backup')
    const element = mount(`<vault-host node-url="${node}"></vault-host>`)
    const rows = await waitFor(() => {
      const found = availabilityRows(element)
      return found.length === 2 ? found : undefined
    })
    // Largest first; the one without a nickname shows its id cut to 5 + 5, in full on hover.
    const [first, second] = rows
    expect(first!.querySelector('[title]')!.getAttribute('title')).to.equal(large)
    expect(text(within(first!).getByRole('rowheader'))).to.equal(
      `${large.slice(0, 5)}…${large.slice(-5)}`,
    )
    expect(text(first)).to.contain('2.0 GB').and.contain('1 day')
    expect(text(second)).to.contain('backup').and.contain('1.0 GB').and.contain('3 months')
    expect(text(second)).to.contain('7').and.contain('1,000')

    const toggle = within(second!).getByRole('button', { name: 'Reservations of backup' })
    expect(toggle.getAttribute('aria-expanded')).to.equal('false')
    toggle.click()
    const detail = await waitFor(() => detailOf(element, second!))
    expect(toggle.getAttribute('aria-expanded')).to.equal('true')
    expect(toggle.getAttribute('aria-controls')).to.equal(detail.id)
    await waitFor(() => text(detail).includes('No reservation'))
    expect(text(detail)).to.contain("You don't have any reservation yet.")

    // The chart's numbers, as a table.
    const table = await waitFor(() =>
      screenOf(element).queryByRole('table', { name: 'Space by availability' }),
    )
    expect(text(table.querySelector('caption'))).to.equal('Space by availability')
    const heads = within(table)
      .queryAllByRole('rowheader')
      .map((th) => text(th))
    expect(heads).to.include('backup')
    expect(heads).to.include('Unallocated')
    expect(text(table)).to.contain('3 months').and.contain('1.0 GB')
    // However narrow its card, a size or a duration never breaks inside ("20.0" / "GB").
    table.parentElement!.style.width = '220px'
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const [size, duration] = [...row.querySelectorAll('td')]
      for (const cell of [size!, duration!].filter((each) => text(each) !== '')) {
        const lines = document.createRange()
        lines.selectNodeContents(cell)
        expect(lines.getClientRects(), text(cell)).to.have.length(1)
      }
    }
    // The chart itself is an aria-hidden canvas (its table above is what assistive technology
    // reads), so only its tag finds it.
    await waitFor(() => element.shadowRoot!.querySelector('canvas'))
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('says Error when retrieving reservations. when the node fails them', async () => {
    await createAvailability(node, 1073741824, 86400)
    await control(node, '/faults', {
      method: 'GET',
      path: '/sales/availability/*/reservations',
      status: 500,
      times: 100,
      body: 'reservations <b>lost</b>',
    })
    const element = mount(`<vault-host node-url="${node}"></vault-host>`)
    const row = await waitFor(() => availabilityRows(element)[0])
    within(row)
      .getByRole('button', { name: /^Reservations of / })
      .click()
    const alert = await waitFor(() => {
      const detail = detailOf(element, row)
      return detail && within(detail).queryByRole('alert')
    })
    expect(text(alert)).to.contain('Error when retrieving reservations.')
    expect(text(alert)).to.contain('reservations <b>lost</b>')
    expect(alert.querySelector('b')).to.equal(null)
  })

  it('fires vault-availability-saved from its own wizard and shows the new row', async () => {
    const element = mount<HTMLElement>(`<vault-host node-url="${node}"></vault-host>`)
    const root = element.shadowRoot!
    const saved: string[] = []
    element.addEventListener('vault-availability-saved', (event) => saved.push(event.detail.id))
    const button = (label: string) => screenOf(element).queryByRole('button', { name: label })
    await waitFor(() => text(tableRegion(element)).includes('No data available.'))
    button('Create Availability')!.click()
    await waitFor(() => screenOf(element).queryByRole('dialog') && !text(root).includes('Reading'))
    button('Next')!.click()
    await waitFor(() => text(root).includes('Confirm your new sale'))
    button('Next')!.click()
    await waitFor(() => saved.length === 1, 5000)
    const row = await waitFor(() => availabilityRows(element)[0])
    expect(row.querySelector('[title]')!.getAttribute('title')).to.equal(saved[0])
    expect(text(row)).to.contain('512.0 MB').and.contain('1 day')
  })
})
