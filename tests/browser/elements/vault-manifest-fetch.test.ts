import { expect } from 'chai'
import '../../../src/elements/vault-manifest-fetch.ts'
import { ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { manifestFetch } from '../../../src/stores/node/manifest-fetch.ts'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('<vault-manifest-fetch>', () => {
  let node = createFakeNode()

  beforeEach(() => {
    node = createFakeNode()
    setEnvironment({ createNodeClient: () => node.client })
  })

  // The card's request is a shared store: the last test's answer must not greet the next one.
  afterEach(() => {
    cleanup()
    manifestFetch.of($activeScope.get()).set({ state: 'idle' })
  })

  async function fetchCid(element: Element, cid: string) {
    const root = element.shadowRoot!
    type(await waitFor(() => root.querySelector('input')), cid)
    root.querySelector<HTMLButtonElement>('button[type=submit]')!.click()
  }

  it('shows the name and size of what it fetched, and refreshes the list', async () => {
    node.state.network.set(CID, ok(dataItem(CID, 'remote.pdf', 2048n, 'application/pdf')))
    const element = mount('<vault-manifest-fetch></vault-manifest-fetch>')
    await fetchCid(element, CID)
    const result = await waitFor(() => screenOf(element).queryByText(/^Fetched /))
    expect(result.textContent).to.equal('Fetched remote.pdf (2.0 KB)')
    expect(node.calls).to.include.members([`network ${CID}`, `manifest ${CID}`, 'files'])
    // The field empties once the fetch has settled, a render after the result shows.
    await waitFor(() => element.shadowRoot!.querySelector('input')!.value === '')
  })

  it('shows the node error', async () => {
    const element = mount('<vault-manifest-fetch></vault-manifest-fetch>')
    await fetchCid(element, CID)
    const error = await waitFor(() => screenOf(element).queryByRole('alert'))
    expect(error.textContent).to.equal('Error retries exhausted')
  })

  it('never calls the node with an empty cid', async () => {
    const element = mount('<vault-manifest-fetch></vault-manifest-fetch>')
    await fetchCid(element, '')
    const error = await waitFor(() => screenOf(element).queryByRole('alert'))
    expect(error.textContent).to.equal('Enter the CID of a file.')
    expect(node.calls).to.deep.equal([])
  })

  describe('on a node that downloads in the background', () => {
    beforeEach(() => {
      node.state.profile = PROFILES.storage
      node.state.network.set(CID, ok(dataItem(CID, 'remote.bin', 1_048_576n)))
      node.state.progress.set(
        CID,
        ok({ active: true, blocksReceived: 4, blocksTotal: 16, bytes: 262_144n }),
      )
    })

    it('shows blocks and bytes while it runs, then what it fetched', async () => {
      const element = mount('<vault-manifest-fetch></vault-manifest-fetch>')
      await fetchCid(element, CID)
      const screen = screenOf(element)
      const bar = await waitFor(() =>
        screen.queryByRole('progressbar', { name: 'Network download of remote.bin' }),
      )
      expect(bar.getAttribute('value')).to.equal('4')
      expect(screen.queryByText(/^4 of 16 blocks · 256.0 KB of 1.0 MB/)).not.to.equal(null)
      node.state.progress.delete(CID)
      node.state.stored.add(CID)
      const result = await waitFor(() => screen.queryByText(/^Fetched /), 8000)
      expect(result.textContent).to.equal('Fetched remote.bin (1.0 MB)')
      expect(screen.queryByRole('progressbar')).to.equal(null)
      expect(node.calls).not.to.include(`manifest ${CID}`)
    })

    it('can be cancelled from the keyboard, and says so', async () => {
      const element = mount('<vault-manifest-fetch></vault-manifest-fetch>')
      await fetchCid(element, CID)
      const screen = screenOf(element)
      const cancel = await waitFor(() =>
        screen.queryByRole('button', { name: 'Cancel the download of remote.bin' }),
      )
      cancel.focus()
      cancel.click()
      const alert = await waitFor(() => screen.queryByRole('alert'))
      expect(alert.textContent).to.equal('The download has been cancelled')
      expect(node.state.cancelled).to.deep.equal([CID])
    })
  })
})
