import { expect } from 'chai'
import '../../../src/index.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, fakeNodeClient, mount, waitFor } from './helpers.ts'

/** Every tag with what marks it as rendered; the list must name every registered element. */
const ELEMENTS: Record<string, string> = {
  'vault-analytics': 'h2',
  'vault-alerts': 'h2',
  'vault-app': 'main, h1',
  'vault-availability-wizard': 'button',
  'vault-download': 'input',
  'vault-files': '[role="table"], table',
  'vault-health-check': 'input',
  'vault-host': 'button',
  'vault-logs': 'select',
  'vault-manifest-fetch': 'input',
  'vault-node-space': 'h2',
  'vault-nodes': 'table',
  'vault-peers': 'h2',
  'vault-purchases': 'button',
  'vault-settings': 'input',
  'vault-storage-request-wizard': 'button',
  'vault-transfers': 'h2',
  'vault-uploader': 'button',
  'vault-wallet': 'button',
}

describe('every element, for keyboard and screen reader users', () => {
  afterEach(cleanup)

  it('covers every element the bundle registers', () => {
    const files = Object.keys(import.meta.glob('../../../src/elements/vault-*.ts'))
    const tags = files.map((file) => file.replace(/^.*\/(vault-[a-z-]+)\.ts$/, '$1')).sort()
    expect(Object.keys(ELEMENTS).sort()).to.deep.equal(tags)
    for (const tag of tags) expect(customElements.get(tag), tag).to.not.equal(undefined)
  })

  for (const [tag, rendered] of Object.entries(ELEMENTS)) {
    it(`<${tag}> renders in its shadow root with no axe violations`, async () => {
      fakeNodeClient()
      const element = mount(`<${tag} inline="true"></${tag}>`)
      await waitFor(() => element.shadowRoot?.querySelector(rendered), 5000)
      expect(element.children).to.have.length(0)
      expect(await axeViolations(element)).to.deep.equal([])
    })
  }
})
