import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import { nextTask } from '../../../src/lib/next-task.ts'
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
})
