import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import { cleanup, fakeNodeClient, screenOf, waitFor } from './helpers.ts'

/** What the element's shadow root held each time it changed: the slot, the feature's heading. */
function watchStates(element: HTMLElement): { slot: boolean; feature: boolean }[] {
  const states: { slot: boolean; feature: boolean }[] = []
  new MutationObserver(() => {
    const root = element.shadowRoot!.querySelector('.vault-root')
    if (!root) return
    states.push({
      slot: root.querySelector(':scope > slot') !== null,
      feature: root.querySelector('h2, h3') !== null,
    })
  }).observe(element.shadowRoot!, { childList: true, subtree: true })
  return states
}

describe("an element's frame, then its feature", () => {
  afterEach(cleanup)

  it('renders its theme and styles first and its feature in a later task, showing its light DOM meanwhile', async () => {
    fakeNodeClient()
    const element = document.createElement('vault-node-space')
    element.innerHTML = '<p>Loading the storage card</p>'
    const states = watchStates(element)
    document.body.append(element)

    await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
    // The first state the observer saw had the frame and not the feature: without the split the
    // feature is there from the first record.
    expect(states[0]).to.deep.equal({ slot: true, feature: false })
    expect(states.at(-1)).to.deep.equal({ slot: false, feature: true })
    expect(element.querySelector('p')!.assignedSlot).to.equal(null)
  })
})
