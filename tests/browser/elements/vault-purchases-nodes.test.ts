import { expect } from 'chai'
import '../../../src/elements/vault-purchases.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import type { RequestId } from '../../../src/api/request-id.ts'
import { addNode, removeNode, setActiveNode } from '../../../src/stores/nodes/list.ts'
import {
  DEFAULT_STORAGE_REQUEST_FORM,
  toStorageRequestInput,
} from '../../../src/stores/node/storage-request-wizard.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, waitFor } from './helpers.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

/** Uploads a file to `node` and asks storage for it there; returns the request's id. */
async function purchaseOn(node: string, name: string, byte: number): Promise<RequestId> {
  const client = createNodeClient({ ...browserTransport, url: node })
  const uploaded = await client.upload(new Blob([new Uint8Array(300 * 1024).fill(byte)]), {
    filename: name,
  }).result
  if (uploaded.error) throw new Error(`upload to ${node}: ${uploaded.data.message}`)
  const created = await client.createStorageRequest(
    toStorageRequestInput({ ...DEFAULT_STORAGE_REQUEST_FORM, cid: uploaded.data }),
  )
  if (created.error) throw new Error(`storage request on ${node}: ${created.data.message}`)
  return created.data
}

/** The request ids a purchases table lists (each row names its id in full as a title). */
const idsIn = (element: Element) =>
  [...(element.shadowRoot?.querySelectorAll('[role="table"] span[title]') ?? [])]
    .map((span) => span.getAttribute('title'))
    .filter((title) => title?.startsWith('0x'))

describe('<vault-purchases> bound to a node beside one following the active node', () => {
  let added: string[] = []
  afterEach(() => {
    cleanup()
    for (const id of added) removeNode(id)
    added = []
  })

  it("each lists its own node's purchases", async () => {
    const [home, hosted] = await Promise.all([simulatorUrl('strict'), simulatorUrl('permissive')])
    await Promise.all([control(home, '/reset'), control(hosted, '/reset')])
    // The simulators draw ids from the same seed: Home gets two requests, Hosted one.
    const homeRequests = [
      await purchaseOn(home, 'home.bin', 1),
      await purchaseOn(home, 'home-2.bin', 3),
    ]
    const hostedRequest = await purchaseOn(hosted, 'hosted.bin', 2)
    const homeNode = addNode({ name: 'Home', url: home }, { activate: true })
    const hostedNode = addNode({ name: 'Hosted', url: hosted })
    if (!homeNode.ok || !hostedNode.ok) throw new Error('the nodes were refused')
    added = [homeNode.id, hostedNode.id]

    const page = mount<HTMLElement>(
      '<div><vault-purchases node="Hosted"></vault-purchases><vault-purchases></vault-purchases></div>',
    )
    const [bound, unbound] = [...page.querySelectorAll('vault-purchases')]
    if (!bound || !unbound) throw new Error('two elements expected')
    await waitFor(() => idsIn(bound).length > 0 && idsIn(unbound).length > 1, 5000)
    expect(idsIn(bound)).to.deep.equal([hostedRequest])
    expect(idsIn(unbound).sort()).to.deep.equal([...homeRequests].sort())

    // Hosted becomes the active node: the unbound table follows it, the bound one stays.
    setActiveNode(hostedNode.id)
    await waitFor(() => idsIn(unbound).length === 1, 5000)
    expect(idsIn(unbound)).to.deep.equal([hostedRequest])
    expect(idsIn(bound)).to.deep.equal([hostedRequest])
  })
})
