import { expect } from 'chai'
import { nextTask } from '../../../src/lib/next-task.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { cleanup, fakeNodeClient, screenOf, waitFor } from './helpers.ts'

/** Whether react-dom has made the element's shadow root a container (it marks it at once). */
const hasRoot = (element: HTMLElement) =>
  Object.keys(element.shadowRoot!).some((key) => key.startsWith('__reactContainer'))

// The page's own elements are in its HTML before the script that defines their tags: the
// definition upgrades them inside that script, the page's longest task. The tag is defined here,
// after the element is in the page, as a page's module script does.
describe('an element its definition upgrades', () => {
  afterEach(cleanup)

  it('writes its configuration in its own task, then starts its root in the next', async () => {
    fakeNodeClient()
    const before = $activeScope.get().binding.url
    document.body.innerHTML =
      '<vault-node-space node-url="http://127.0.0.1:9100"></vault-node-space>'
    const element = document.body.firstElementChild as HTMLElement
    await import('../../../src/elements/vault-node-space.ts')
    expect(customElements.get('vault-node-space')).to.not.equal(undefined)
    expect(element.shadowRoot, 'upgraded').to.not.equal(null)
    expect($activeScope.get().binding.url, 'during the definition').to.equal(before)
    await nextTask()
    expect($activeScope.get().binding.url, 'in its first task').to.equal('http://127.0.0.1:9100')
    expect(hasRoot(element)).to.equal(false)
    await nextTask()
    expect(hasRoot(element)).to.equal(true)
    await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
  })
})
