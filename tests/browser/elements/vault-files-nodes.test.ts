import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-files.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { setEnvironment } from '../../../src/stores/environment.ts'
import { $folders, folders } from '../../../src/stores/folders.ts'
import { addNode, removeNode } from '../../../src/stores/node-list.ts'
import { scopeOfNode } from '../../../src/stores/node-scope.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

/** The file names an element lists, in order. */
function rows(element: Element): string[] {
  return screenOf(element)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1)
    .map(([file]) => within(file!).queryAllByText(/./)[0]?.textContent ?? '')
}

describe('<vault-files> bound to a node', () => {
  let hostedId = ''

  afterEach(() => {
    cleanup()
    if (hostedId) removeNode(hostedId)
    hostedId = ''
  })

  it('shows the named node’s files beside an unbound list of the active node’s', async () => {
    // Hosted: a real simulated node holding a file of its own. The active node: a fake one.
    const hostedUrl = await simulatorUrl('permissive')
    const hostedName = `hosted-only-${Math.random().toString(36).slice(2)}.txt`
    const upload = createNodeClient({ url: hostedUrl }).upload(
      new File(['bytes only the hosted node has'], hostedName, { type: 'text/plain' }),
      { filename: hostedName, mimetype: 'text/plain' },
    )
    const uploaded = await upload.result
    if (uploaded.error) throw new Error(uploaded.data.message)
    const active = createFakeNode()
    active.state.files = [dataItem('zActive', 'active-only.txt', 10n)]
    const hostedOrigin = new URL(hostedUrl).origin
    setEnvironment({
      createNodeClient: (url, hints) =>
        new URL(url).origin === hostedOrigin ? createNodeClient({ url, ...hints }) : active.client,
    })
    const added = addNode({ name: 'Hosted', url: hostedUrl })
    if (!added.ok) throw new Error('Hosted was refused')
    hostedId = added.id

    const bound = mount('<vault-files node="Hosted"></vault-files>')
    const unbound = mount('<vault-files></vault-files>')
    await waitFor(() => rows(bound).includes(hostedName), 8000)
    await waitFor(() => rows(unbound).includes('active-only.txt'))
    expect(rows(bound)).not.to.include('active-only.txt')
    expect(rows(unbound)).to.deep.equal(['active-only.txt'])

    // A favourite set in the bound list is the hosted node's, not the active node's.
    screenOf(bound)
      .getByRole('button', { name: `${hostedName} in Favorites` })
      .click()
    const hosted = scopeOfNode(hostedId)!
    await waitFor(() => folders.of(hosted).get()[0]?.cids.includes(uploaded.data))
    expect($folders.get()[0]?.cids).to.deep.equal([])
    await waitFor(
      () =>
        screenOf(bound)
          .getByRole('button', { name: `${hostedName} in Favorites` })
          .getAttribute('aria-pressed') === 'true',
    )
    expect(
      screenOf(unbound)
        .getByRole('button', { name: 'active-only.txt in Favorites' })
        .getAttribute('aria-pressed'),
    ).to.equal('false')
  })
})
