import { expect } from 'chai'
import '../../../src/elements/vault-download.ts'
import { setEnvironment } from '../../../src/stores/environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('<vault-download>', () => {
  let opened: string[] = []

  beforeEach(() => {
    opened = []
    const node = createFakeNode()
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
})
