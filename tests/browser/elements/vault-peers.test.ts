import { expect } from 'chai'
import '../../../src/elements/vault-peers.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

describe('<vault-peers>', () => {
  afterEach(cleanup)

  it('lists every peer of the node in its shadow root, with the gauge and the map', async () => {
    const node = await simulatorUrl('permissive')
    const info = (await (await fetch(`${node}/api/codex/v1/debug/info`)).json()) as {
      table: { nodes: unknown[] }
    }
    const element = mount(`<vault-peers node-url="${node}" echo-url="${node}/echo"></vault-peers>`)
    const table = await waitFor(() => screenOf(element).queryByRole('table', { name: 'Peers' }))
    await waitFor(() => table.getAttribute('aria-rowcount') === String(info.table.nodes.length + 1))
    expect(element.children).to.have.length(0)
    const gauge = screenOf(element).queryByRole('img', { name: / peers active$/ })
    expect(gauge?.getAttribute('aria-label')).to.match(
      new RegExp(`^\\d+ of ${info.table.nodes.length} peers active$`),
    )
    // A peer's pin on the world map: the pins are unlabelled circles inside the map's image, and
    // only their class tells them from the ring of this node, so a class inside the map found by role.
    await waitFor(() =>
      screenOf(element)
        .queryByRole('img', { name: /^World map of / })
        ?.querySelector('circle.peers-map__pin'),
    )
    expect(await axeViolations(element)).to.deep.equal([])
  })
})
