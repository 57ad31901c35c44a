import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-files.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { folders } from '../../../src/stores/node/folders.ts'
import { addNode, removeNode } from '../../../src/stores/nodes/list.ts'
import { $activeScope, scopeOfNode } from '../../../src/stores/nodes/scope.ts'
import { ok } from '../../../src/api/result.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** The file names an element lists, in order. */
function rows(element: Element): string[] {
  return screenOf(element)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1)
    .map(([file]) => within(file!).queryAllByText(/./)[0]?.textContent ?? '')
}

describe('<vault-files> and its node', () => {
  let hostedId = ''
  let homeId = ''

  afterEach(() => {
    cleanup()
    for (const id of [hostedId, homeId]) if (id) removeNode(id)
    hostedId = ''
    homeId = ''
  })

  it('shows the named node’s files beside an unbound list of the active node’s', async () => {
    // Hosted: a real simulated node holding a file of its own. The active node: a fake one.
    const hostedUrl = await simulatorUrl('permissive')
    const hostedName = `hosted-only-${Math.random().toString(36).slice(2)}.txt`
    const upload = createNodeClient({ ...browserTransport, url: hostedUrl }).upload(
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
        new URL(url).origin === hostedOrigin
          ? createNodeClient({ ...browserTransport, url, ...hints })
          : active.client,
    })
    // The active node first: the first node of an empty list would be the active one.
    const home = addNode({ name: 'Home', url: 'http://10.9.9.9:8080' }, { activate: true })
    const added = addNode({ name: 'Hosted', url: hostedUrl })
    if (!home.ok || !added.ok) throw new Error('the nodes were refused')
    homeId = home.id
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
    expect(folders.of($activeScope.get()).get()[0]?.cids).to.deep.equal([])
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

  it('shows a password node’s downloads and image previews through object URLs it fetched', async () => {
    const node = createFakeNode()
    node.state.files = [dataItem('zPng', 'dot.png', 68n, 'image/png')]
    const fetched: string[] = []
    const opened: string[] = []
    const png = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0))
    Object.assign(node.client, {
      hasCredentials: true,
      fetchFile: async (url: string) => {
        fetched.push(url)
        return ok(new Blob([png], { type: 'image/png' }))
      },
    })
    setEnvironment({
      createNodeClient: () => node.client,
      openWindow: (url) => void opened.push(url),
    })
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).includes('dot.png'))
    screenOf(element).getByRole('button', { name: 'Download dot.png' }).click()
    await waitFor(() => opened.length === 1)
    expect(opened[0]).to.match(/^blob:/)
    expect(fetched).to.deep.equal(['http://node/data/zPng'])
    screenOf(element).getByRole('button', { name: 'Details of dot.png' }).click()
    const preview = await waitFor(() =>
      screenOf(element).queryByRole<HTMLImageElement>('img', { name: 'Preview of dot.png' }),
    )
    expect(preview.getAttribute('src')).to.match(/^blob:/)
    await waitFor(() => preview.complete && preview.naturalWidth === 1)
  })
})
