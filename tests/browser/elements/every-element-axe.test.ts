import { expect } from 'chai'
import '../../../src/index.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, fakeNodeClient, mount, waitFor } from './helpers.ts'

/** Every element the bundle ships: one entry file per tag (src/elements/vault-<name>.ts). */
const TAGS = Object.keys(import.meta.glob('../../../src/elements/vault-*.ts'))
  .map((file) => file.replace(/^.*\/(vault-[a-z-]+)\.ts$/, '$1'))
  .sort()

/** What an element shows once its feature has rendered: a control, a heading or a table. */
const RENDERED = 'h1, h2, button, input, select, table, [role="table"]'
/** A section still loading its code shows the spinner in its place. */
const LOADING = '.vault-spinner[aria-label="Loading"]'

describe('every element, for keyboard and screen reader users', () => {
  afterEach(cleanup)

  it('the bundle registers every element it ships', () => {
    expect(TAGS).to.have.length.above(0)
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.not.equal(undefined)
  })

  for (const tag of TAGS) {
    it(`<${tag}> renders in its shadow root with no axe violations`, async () => {
      fakeNodeClient()
      const element = mount(`<${tag} inline="true"></${tag}>`)
      await waitFor(() => {
        const root = element.shadowRoot
        return root?.querySelector(RENDERED) && !root.querySelector(LOADING)
      }, 5000)
      expect(element.children).to.have.length(0)
      expect(await axeViolations(element)).to.deep.equal([])
    })
  }
})
