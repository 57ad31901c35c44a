import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-logs.ts'
import '../../../src/elements/vault-wallet.ts'
import { LOG_LEVELS } from '../../../src/api/schemas/node.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { createFakeNode, PROFILES, sampleDebugInfo } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

describe('<vault-logs> and <vault-wallet>', () => {
  afterEach(cleanup)

  it('<vault-logs> offers the seven levels and shows the debug info as text', async () => {
    const node = await simulatorUrl('permissive')
    const element = mount(`<vault-logs node-url="${node}"></vault-logs>`)
    const select = await waitFor(() => element.shadowRoot?.querySelector('select'))
    expect([...select.options].map((option) => option.value)).to.deep.equal([...LOG_LEVELS])
    const json = await waitFor(() => element.shadowRoot?.querySelector('pre'))
    expect(json.children).to.have.length(0)
    expect(JSON.parse(json.textContent ?? '')).to.have.property('announceAddresses')
    expect(element.children).to.have.length(0)
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('<vault-logs> shows what a Logos Storage node sent, as it sent it', async () => {
    const node = createFakeNode()
    node.state.profile = PROFILES.storage
    const sent = {
      id: '16Uiu2HAm',
      storage: { version: '0.4.4', revision: 'abc' },
      nat: { reachability: 'Reachable', portMapping: 'upnp' },
      privateQueries: false,
    }
    node.answers.debugInfo = () => ok(sampleDebugInfo({ sent }))
    setEnvironment({ createNodeClient: () => node.client })
    const element = mount('<vault-logs></vault-logs>')
    const json = await waitFor(() => element.shadowRoot?.querySelector('pre'))
    expect(JSON.parse(json.textContent ?? '')).to.deep.equal(sent)
  })

  it('<vault-wallet> says it is demonstration data and disables every action', async () => {
    const element = mount('<vault-wallet></vault-wallet>')
    const note = await waitFor(() => screenOf(element).queryByRole('note'))
    expect(note.textContent).to.contain('Demonstration data')
    const list = screenOf(element).getByRole('list', { name: 'Wallet actions (not available yet)' })
    const actions = within(list).getAllByRole<HTMLButtonElement>('button')
    expect(actions).to.have.length(7)
    expect([...actions].every((button) => button.disabled)).to.equal(true)
    expect(await axeViolations(element)).to.deep.equal([])
  })
})
