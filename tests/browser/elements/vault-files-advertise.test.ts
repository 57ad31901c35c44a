import { expect } from 'chai'
import { cleanStores } from 'nanostores'
import '../../../src/elements/vault-files.ts'
import { fail } from '../../../src/api/result.ts'
import { advertisingServed } from '../../../src/stores/node/advertising.ts'
import { filesQuery } from '../../../src/stores/node/files.ts'
import { files } from '../../../src/stores/node/file-list.ts'
import { setNodeUrl } from '../../../src/stores/nodes/active-node.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { axeViolations } from '../axe.ts'
import { sendKey } from '../components/commands.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

let address = 0

/** The advertise toggle of the file list: shown where the node serves advertising, keyboard operable. */
describe('<vault-files> advertise toggle', () => {
  let node = createFakeNode()

  beforeEach(() => {
    node = createFakeNode()
    // Only a node that downloads in the background is asked whether it serves advertising.
    node.state.profile = PROFILES.storage
    node.state.files = [dataItem('zA', 'beta.txt', 30n), dataItem('zB', 'alpha.png', 10n)]
    node.state.unadvertised.add('zB')
    address += 1
    setNodeUrl(`http://advertise-${address}.test:8080`)
    setEnvironment({ createNodeClient: () => node.client })
  })

  afterEach(() => {
    const scope = $activeScope.get()
    cleanup()
    cleanStores(files.of(scope), filesQuery.of(scope), advertisingServed.of(scope))
  })

  const toggle = (element: Element, name: string) =>
    screenOf(element).queryByRole('switch', { name: `Announce ${name} to the network` })

  it('shows each file shared or private and changes it from the keyboard', async () => {
    node.state.advertising = true
    const element = mount('<vault-files></vault-files>')
    const beta = await waitFor(() => toggle(element, 'beta.txt'))
    await waitFor(() => beta.getAttribute('aria-checked') === 'true')
    const alpha = await waitFor(() => toggle(element, 'alpha.png'))
    await waitFor(() => alpha.getAttribute('aria-checked') === 'false')
    expect(screenOf(element).getByText('Private', { exact: true }).textContent).to.equal('Private')
    expect(await axeViolations(element)).to.deep.equal([])

    beta.focus()
    await sendKey('Enter')
    await waitFor(() => beta.getAttribute('aria-checked') === 'false')
    expect(node.calls).to.include('setAdvertised zA false')
    expect(node.state.unadvertised.has('zA')).to.equal(true)
    await sendKey(' ')
    await waitFor(() => beta.getAttribute('aria-checked') === 'true')
    expect(node.state.unadvertised.has('zA')).to.equal(false)
  })

  it("says the node's refusal in plain words beside the file", async () => {
    node.state.advertising = true
    node.state.advertiseRefusal = fail('Dataset not found in the local node', { code: 404 })
    const element = mount('<vault-files></vault-files>')
    const beta = await waitFor(() => toggle(element, 'beta.txt'))
    await waitFor(() => beta.getAttribute('aria-checked') === 'true')
    beta.click()
    const alert = await waitFor(() => screenOf(element).queryByRole('alert'))
    expect(alert.textContent).to.equal(
      'Could not make this file private: Dataset not found in the local node',
    )
    await waitFor(() => beta.getAttribute('aria-checked') === 'true')
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('offers no toggle on a node without the advertise route', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => screenOf(element).queryByText('beta.txt'))
    await waitFor(() => node.calls.includes('servesAdvertising'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(toggle(element, 'beta.txt')).to.equal(null)
    expect(screenOf(element).queryByRole('columnheader', { name: 'Announced' })).to.equal(null)
  })
})
