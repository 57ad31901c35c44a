import { expect } from 'chai'
import '../../../src/elements/vault-download.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('<vault-download>', () => {
  let opened: string[] = []
  let node = createFakeNode()

  beforeEach(() => {
    opened = []
    node = createFakeNode()
    setEnvironment({ createNodeClient: () => node.client, openWindow: (url) => opened.push(url) })
  })

  afterEach(cleanup)

  it('checks the cid before opening anything', async () => {
    const element = mount('<vault-download></vault-download>')
    const root = element.shadowRoot!
    const submit = await waitFor(() => root.querySelector<HTMLButtonElement>('button[type=submit]'))
    submit.click()
    await waitFor(
      () => screenOf(element).queryByRole('alert')?.textContent === 'Enter the CID of a file.',
    )
    type(root.querySelector('input')!, 'not a cid')
    submit.click()
    await waitFor(
      () => screenOf(element).queryByRole('alert')?.textContent === 'This is not a valid CID.',
    )
    expect(root.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true')
    expect(opened).to.deep.equal([])
  })

  it('opens the streamed download in a new window', async () => {
    const element = mount('<vault-download></vault-download>')
    const root = element.shadowRoot!
    const input = await waitFor(() => root.querySelector('input'))
    type(input, CID)
    root.querySelector<HTMLButtonElement>('button[type=submit]')!.click()
    await waitFor(() => opened.length === 1)
    expect(opened).to.deep.equal([`http://node/data/${CID}/network/stream`])
    expect(screenOf(element).queryByRole('alert')).to.equal(null)
  })

  it('has one labelled field per element, so two elements never share an id', async () => {
    const first = mount('<vault-download></vault-download>')
    const second = mount('<vault-download></vault-download>')
    for (const element of [first, second]) {
      const input = await waitFor(() => element.shadowRoot!.querySelector('input'))
      expect(element.shadowRoot!.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal(
        'CID',
      )
    }
  })

  it('says whether the node already has the cid, where the node can tell', async () => {
    node.state.profile = PROFILES.storage
    const element = mount('<vault-download></vault-download>')
    const input = await waitFor(() => element.shadowRoot!.querySelector('input'))
    type(input, CID)
    const status = await waitFor(() => screenOf(element).queryByText(/on this node/))
    expect(status.textContent).to.equal(
      'This file is not on this node yet: it will be fetched from the network.',
    )
    node.state.stored.add(CID)
    type(input, ` ${CID}`)
    await waitFor(() => screenOf(element).queryByText('This file is already on this node.'))
    expect(node.calls.filter((call) => call.startsWith('exists'))).to.have.length(2)
  })

  it('asks nothing of a node that cannot tell', async () => {
    const element = mount('<vault-download></vault-download>')
    type(await waitFor(() => element.shadowRoot!.querySelector('input')), CID)
    await waitFor(() => node.counts.detect > 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screenOf(element).queryByText(/on this node/)).to.equal(null)
    expect(node.calls.filter((call) => call.startsWith('exists'))).to.deep.equal([])
  })
})
