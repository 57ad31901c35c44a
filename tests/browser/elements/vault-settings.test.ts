import { expect } from 'chai'
import '../../../src/elements/vault-settings.ts'
import { cleanup, fakeNodeClient, mount, waitFor } from './helpers.ts'

describe('<vault-settings>', () => {
  afterEach(cleanup)

  it('shows personalization, the connection health check and appearance in its shadow root', async () => {
    fakeNodeClient()
    const element = mount('<vault-settings node-url="http://127.0.0.1:9100"></vault-settings>')
    const address = await waitFor(() =>
      element.shadowRoot?.querySelector<HTMLInputElement>('input[name=address]'),
    )
    expect(element.children).to.have.length(0)
    expect(address.value).to.equal('http://127.0.0.1')
    const headings = [...element.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent)
    expect(headings).to.include.members(['Personalization', 'Connection'])
  })
})
