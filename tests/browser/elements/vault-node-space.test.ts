import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import { space } from '../../../src/stores/node/space.ts'
import { cleanStores } from 'nanostores'
import { simulatorUrl, control } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

describe('<vault-node-space>', () => {
  afterEach(() => {
    cleanup()
    cleanStores(space.of($activeScope.get()))
  })

  it("shows the node's quota from the simulator in its shadow root", async () => {
    const node = await simulatorUrl('permissive')
    const element = mount(`<vault-node-space node-url="${node}"></vault-node-space>`)
    const legend = await waitFor(() => element.shadowRoot?.querySelector('[aria-label="Disk"]'))
    expect(element.children).to.have.length(0)
    expect(legend.textContent).to.match(/Free: \d+\.\d (B|KB|MB|GB|TB)/)
    expect(legend.textContent).to.contain('Total:')
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('never breaks a size between its number and its unit, however narrow', async () => {
    const node = await simulatorUrl('permissive')
    const element = mount<HTMLElement>(`<vault-node-space node-url="${node}"></vault-node-space>`)
    element.style.width = '260px'
    const legend = await waitFor(() => element.shadowRoot?.querySelector('[aria-label="Disk"]'))
    const sizes = [...legend.querySelectorAll('li')].map((item) => item.lastElementChild!)
    expect(sizes).to.have.length(4)
    for (const size of sizes) {
      expect(size.textContent).to.match(/^\d+(\.\d)? (B|KB|MB|GB|TB)$/)
      expect(size.getClientRects(), size.textContent!).to.have.length(1)
    }
  })

  it('shows the error card with Retry when the node fails, and recovers', async function () {
    this.timeout(30_000)
    const node = await simulatorUrl('permissive')
    await control(node, '/faults', {
      method: 'GET',
      path: '/space',
      status: 500,
      body: 'disk gone',
      // Every ask fails until the node is mended: the element may ask twice as it mounts, and an
      // answer that came back good at once would take the card away before it was seen.
      times: 1000,
    })
    const element = mount(`<vault-node-space node-url="${node}"></vault-node-space>`)
    // A real simulator: detection, then the failing call (WebKit on a loaded machine took over 3 s).
    const alert = await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]'), 10_000)
    expect(alert.textContent).to.contain('Cannot retrieve the data.')
    expect(alert.textContent).to.contain('disk gone')
    await control(node, '/faults/clear', {})
    alert.querySelector('button')!.click()
    await waitFor(() => element.shadowRoot?.querySelector('[aria-label="Disk"]'), 10_000)
  })
})
