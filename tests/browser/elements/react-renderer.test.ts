import { expect } from 'chai'
import { version } from 'react-dom'
import reactDomPackage from 'react-dom/package.json'
import '../../../src/elements/vault-node-space.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

describe('the renderer', () => {
  afterEach(cleanup)

  it('is the installed react-dom 19, the one the build ships (scripts/check-renderer.mjs)', async () => {
    expect(version).to.equal(reactDomPackage.version)
    expect(version).to.match(/^19\./)
    fakeNodeClient()
    const element = mount('<vault-node-space></vault-node-space>')
    await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
    // react-dom marks the container it renders into; Preact's compat layer does not.
    const marks = Object.keys(element.shadowRoot!).filter((key) =>
      key.startsWith('__reactContainer'),
    )
    expect(marks).to.have.length(1)
  })
})
