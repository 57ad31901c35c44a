import { expect } from 'chai'
import '../../../src/elements/vault-peers.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, waitFor } from './helpers.ts'

describe('<vault-peers>', () => {
  afterEach(cleanup)

  it('lists every peer of the node in its shadow root, with the gauge and the map', async () => {
    const node = await simulatorUrl('permissive')
    const info = (await (await fetch(`${node}/api/codex/v1/debug/info`)).json()) as {
      table: { nodes: unknown[] }
    }
    const element = mount(`<vault-peers node-url="${node}" echo-url="${node}/echo"></vault-peers>`)
    const table = await waitFor(() =>
      element.shadowRoot?.querySelector('[role="table"][aria-label="Peers"]'),
    )
    await waitFor(() => table.getAttribute('aria-rowcount') === String(info.table.nodes.length + 1))
    expect(element.children).to.have.length(0)
    const gauge = element.shadowRoot!.querySelector('.gauge [role="img"]')
    expect(gauge?.getAttribute('aria-label')).to.match(
      new RegExp(`^\\d+ of ${info.table.nodes.length} peers active$`),
    )
    await waitFor(() => element.shadowRoot?.querySelector('.peers-map__pin'))
    expect(await axeViolations(element)).to.deep.equal([])
  })
})
