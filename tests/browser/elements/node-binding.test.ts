// Elements bound to nodes of the node list: each shows its own node, and only unbound elements
// follow the active node.
import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-health-check.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { addNode, removeNode, setActiveNode } from '../../../src/stores/nodes/list.ts'
import { $nodes } from '../../../src/stores/nodes/registry.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const HOME = 'http://10.1.1.1:8080'
const HOSTED = 'https://hosted.example'

/** Two fake nodes by address: the home node answers, the hosted one is down. */
function twoNodes() {
  const home = createFakeNode()
  const hosted = createFakeNode()
  hosted.state.up = false
  setEnvironment({
    createNodeClient: (url) => (url === HOSTED ? hosted.client : home.client),
  })
  for (const node of $nodes.get()) removeNode(node.id)
  const homeId = addNode({ name: 'Home', url: HOME }, { activate: true })
  const hostedId = addNode({ name: 'Hosted', url: HOSTED })
  if (!homeId.ok || !hostedId.ok) throw new Error('the nodes were refused')
  return { home, hosted, homeId: homeId.id, hostedId: hostedId.id }
}

function nodeConnection(element: Element): string | undefined {
  const items = screenOf(element).queryAllByRole('listitem')
  const item = items.find((li) => within(li).queryByText('Node connection'))
  return item?.getAttribute('data-state') ?? undefined
}

function port(element: Element): string | undefined {
  return screenOf(element).queryByRole<HTMLInputElement>('textbox', { name: 'Address' })?.value
}

describe('elements bound to a node', () => {
  afterEach(cleanup)

  it('shows two health checks for two nodes side by side, each with its own state', async () => {
    twoNodes()
    const home = mount('<vault-health-check node="Home"></vault-health-check>')
    const hosted = mount('<vault-health-check node="hosted"></vault-health-check>')
    await waitFor(() => nodeConnection(home) === 'ok')
    await waitFor(() => nodeConnection(hosted) === 'failed')
    expect(port(home)).to.equal('http://10.1.1.1')
    expect(port(hosted)).to.equal('https://hosted.example')
  })

  it('moves only unbound elements when the active node changes', async () => {
    const { hostedId } = twoNodes()
    const unbound = mount('<vault-health-check></vault-health-check>')
    const bound = mount('<vault-health-check node="Home"></vault-health-check>')
    await waitFor(() => nodeConnection(unbound) === 'ok' && nodeConnection(bound) === 'ok')
    setActiveNode(hostedId)
    await waitFor(() => nodeConnection(unbound) === 'failed')
    expect(port(unbound)).to.equal('https://hosted.example')
    expect(nodeConnection(bound)).to.equal('ok')
    expect(port(bound)).to.equal('http://10.1.1.1')
  })

  it('shows a node its own nodes attribute adds, with no alert meanwhile', async () => {
    twoNodes()
    const alerts: string[] = []
    const element = document.createElement('vault-health-check')
    element.setAttribute(
      'nodes',
      JSON.stringify([
        { name: 'Office', url: HOME },
        { name: 'Lab', url: 'http://10.2.2.2:8080' },
      ]),
    )
    element.setAttribute('node', 'Lab')
    const watch = new MutationObserver(() => {
      const alert = element.shadowRoot?.querySelector('[role=alert]')
      if (alert?.textContent) alerts.push(alert.textContent)
    })
    document.body.append(element)
    watch.observe(element.shadowRoot!, { subtree: true, childList: true, characterData: true })
    await waitFor(() => port(element) === 'http://10.2.2.2')
    watch.disconnect()
    expect(alerts).to.deep.equal([])
    // An address already in the list keeps the name the user gave it.
    expect($nodes.get().map((node) => node.name)).to.deep.equal(['Home', 'Hosted', 'Lab'])
    element.remove()
  })

  it('says so when the node attribute names no node in the list', async () => {
    twoNodes()
    const element = mount('<vault-health-check node="Office"></vault-health-check>')
    const alert = await waitFor(() => screenOf(element).queryByRole('alert'))
    expect(alert.textContent).to.contain('No node named “Office” is in your node list')
  })
})
