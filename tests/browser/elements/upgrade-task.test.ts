import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import { nextTask } from '../../../src/lib/next-task.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

/** Whether react-dom has made the element's shadow root a container (it marks it at once). */
const hasRoot = (element: HTMLElement) =>
  Object.keys(element.shadowRoot!).some((key) => key.startsWith('__reactContainer'))

describe('an element upgrading in the page', () => {
  afterEach(cleanup)

  it('starts its React root in the task after the script that put it there, not inside it', async () => {
    fakeNodeClient()
    const element = mount<HTMLElement>('<vault-node-space></vault-node-space>')
    expect(hasRoot(element)).to.equal(false)
    await nextTask()
    expect(hasRoot(element)).to.equal(true)
    await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
  })

  it('starts no root when it leaves the page before that task, and one when it comes back', async () => {
    fakeNodeClient()
    const element = mount<HTMLElement>('<vault-node-space></vault-node-space>')
    element.remove()
    await nextTask()
    expect(hasRoot(element)).to.equal(false)
    document.body.append(element)
    await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
  })

  // The page's own elements are in its HTML before the script that defines their tags: the
  // definition upgrades them inside that script, the page's longest task. Here the tag is defined
  // after the element is in the page, as a page's module script does.
  it('when its definition upgrades it, writes its configuration in its own task, then starts its root', async () => {
    fakeNodeClient()
    const before = $activeScope.get().binding.url
    const element = mount<HTMLElement>(
      '<vault-health-check node-url="http://127.0.0.1:9100"></vault-health-check>',
    )
    await import('../../../src/elements/vault-health-check.ts')
    expect(element.shadowRoot, 'upgraded').to.not.equal(null)
    expect($activeScope.get().binding.url, 'during the definition').to.equal(before)
    await nextTask()
    expect($activeScope.get().binding.url, 'in its first task').to.equal('http://127.0.0.1:9100')
    expect(hasRoot(element)).to.equal(false)
    await nextTask()
    expect(hasRoot(element)).to.equal(true)
    await waitFor(() => element.shadowRoot!.querySelector('input'))
  })
})
