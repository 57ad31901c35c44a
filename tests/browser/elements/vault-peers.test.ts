import { expect } from 'chai'
import '../../../src/elements/vault-peers.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { createFakeNode, PROFILES, sampleDebugInfo } from '../../support/fake-node.ts'
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

  it("shows a 2026 node's peers with every address and when each was last seen", async () => {
    const node = createFakeNode()
    node.state.profile = PROFILES.storage
    const lastSeen = Math.floor(Date.now() / 1000) - 60
    node.answers.debugInfo = () =>
      ok(
        sampleDebugInfo({
          peers: [
            {
              peerId: '16Uiu2HAmPeerWithTwoAddresses',
              addresses: ['/ip4/192.0.2.1/udp/8090', '/ip4/192.0.2.1/tcp/8070'],
              ip: '192.0.2.1',
              seen: null,
              lastSeen,
            },
            {
              peerId: '16Uiu2HAmPeerNeverSeen',
              addresses: [],
              ip: null,
              seen: null,
              lastSeen: null,
            },
          ],
        }),
      )
    setEnvironment({ createNodeClient: () => node.client })
    const element = mount('<vault-peers echo-url="http://127.0.0.1:9"></vault-peers>')
    const screen = screenOf(element)
    await waitFor(() => screen.queryByText('/ip4/192.0.2.1/udp/8090'))
    expect(screen.queryByRole('columnheader', { name: /Last seen/ })).not.to.equal(null)
    const more = screen.getByText('+1 more')
    expect(more.getAttribute('tabindex')).to.equal('0')
    expect(screen.queryByText('None known')).not.to.equal(null)
    expect(screen.queryByText('Never')).not.to.equal(null)
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '')
    expect(rows.find((text) => text.includes('Addresses'))).to.include('Active')
    expect(rows.some((text) => text.includes('Active') && text.includes('+1 more'))).to.equal(true)
    expect(await axeViolations(element)).to.deep.equal([])
  })
})
