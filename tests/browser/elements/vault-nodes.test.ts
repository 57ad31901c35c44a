import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-nodes.ts'
import { addNode, removeNode } from '../../../src/stores/nodes/list.ts'
import { $nodes } from '../../../src/stores/nodes/registry.ts'
import { DEFAULT_NODE_URL } from '../../../src/lib/urls.ts'
import { PROFILES } from '../../support/fake-node.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

const COLUMNS = ['Node', 'Status', 'Line and version', 'Space used', 'Files', 'Peers']

/** The row of the table "Your nodes" whose header matches `name`. */
function rowOf(element: Element, name: RegExp) {
  return screenOf(element)
    .queryAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }))
}

/** A row's cell under `column` ("Availabilities", "Purchases in progress", …), as text. */
function cell(row: HTMLElement | undefined, column: string): string | undefined {
  if (!row) return undefined
  const headers = [...COLUMNS, 'Availabilities', 'Purchases in progress']
  return row.children[headers.indexOf(column)]?.textContent ?? undefined
}

function emptyList(): void {
  for (const node of $nodes.get()) removeNode(node.id)
}

describe('<vault-nodes>', () => {
  afterEach(() => {
    cleanup()
    emptyList()
  })

  it('says a node on a line without a marketplace has no availabilities or purchases, in words', async () => {
    const node = fakeNodeClient()
    node.profile = PROFILES.storage
    emptyList()
    const added = addNode({ name: 'Storage', url: 'http://10.7.0.1:8080' }, { activate: true })
    if (!added.ok) throw new Error('refused')
    const element = mount('<vault-nodes></vault-nodes>')
    const row = () => rowOf(element, /Storage/)
    await waitFor(() => cell(row(), 'Line and version')?.includes('Logos Storage'), 8000)
    expect(cell(row(), 'Availabilities')).to.equal('none (no marketplace)')
    expect(cell(row(), 'Purchases in progress')).to.equal('none (no marketplace)')
    const total = rowOf(element, /^Total$/)
    expect(cell(total, 'Availabilities')).to.equal('none')
    expect(cell(total, 'Purchases in progress')).to.equal('none')
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('lists the node it shows with an empty list, and adds it in one click', async () => {
    fakeNodeClient()
    emptyList()
    const element = mount('<vault-nodes></vault-nodes>')
    const shown = await waitFor(() =>
      rowOf(element, /The default node \(shown, not in your list\)/),
    )
    expect(shown.textContent).to.include(DEFAULT_NODE_URL)
    expect(element.shadowRoot?.textContent).not.to.include('No node in your list yet')
    await waitFor(() => cell(rowOf(element, /The default node/), 'Status') === 'up', 8000)
    expect(await axeViolations(element)).to.deep.equal([])
    within(shown).getByRole('button', { name: 'Add this node' }).click()
    await waitFor(() => rowOf(element, /My node \(active\)/))
    expect($nodes.get().map(({ name, url }) => ({ name, url }))).to.deep.equal([
      { name: 'My node', url: DEFAULT_NODE_URL },
    ])
    expect(rowOf(element, /not in your list/)).to.equal(undefined)
  })

  it('lists a page’s node-url that the list does not hold beside the list, and adds it by its address', async () => {
    fakeNodeClient()
    emptyList()
    const home = addNode({ name: 'Home', url: 'http://10.7.0.2:8080' }, { activate: true })
    if (!home.ok) throw new Error('refused')
    const element = mount('<vault-nodes node-url="http://127.0.0.1:9501"></vault-nodes>')
    const shown = await waitFor(() =>
      rowOf(element, /This page's node \(shown, not in your list\)/),
    )
    expect(shown.textContent).to.include('http://127.0.0.1:9501')
    expect(rowOf(element, /Home/)).not.to.equal(undefined)
    within(shown).getByRole('button', { name: 'Add this node' }).click()
    await waitFor(() => rowOf(element, /My node \(active\)/))
    expect($nodes.get().map(({ name, url }) => ({ name, url }))).to.deep.equal([
      { name: 'Home', url: 'http://10.7.0.2:8080' },
      { name: 'My node', url: 'http://127.0.0.1:9501' },
    ])
    expect(rowOf(element, /not in your list/)).to.equal(undefined)
  })
})
