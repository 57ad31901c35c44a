// A widget embedded in a foreign page must never take that page's `?api-port` as its node port and
// persist it; only <vault-app>, which owns the page, applies the startup rule.
import { expect } from 'chai'
import '../../../src/elements/vault-health-check.ts'
import { DEFAULT_NODE_URL } from '../../../src/lib/urls.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { cleanup, fakeNodeClient, mount, waitFor } from './helpers.ts'

const startUrl = location.href

describe('the api-port startup parameter', () => {
  afterEach(() => {
    cleanup()
    history.replaceState(null, '', startUrl)
  })

  it('is ignored by <vault-health-check> on a host page', async () => {
    const node = fakeNodeClient()
    history.replaceState(null, '', `${location.pathname}?api-port=1234`)
    const element = mount('<vault-health-check></vault-health-check>')
    await waitFor(() => element.shadowRoot?.querySelector('input[name=port]'))
    // The marker: the widget's first call to the node, made after everything it does on start.
    await waitFor(() => node.urls.length > 0)
    expect(node.urls).to.deep.equal([DEFAULT_NODE_URL])
    expect($activeScope.get().binding.url).to.equal(DEFAULT_NODE_URL)
    expect(localStorage.getItem('codex-node-url')).to.equal(null)
    expect(element.shadowRoot!.querySelector<HTMLInputElement>('input[name=port]')!.value).to.equal(
      '8080',
    )
  })

  it('is applied by <vault-app>, which owns the page', async () => {
    fakeNodeClient()
    history.replaceState(null, '', `${location.pathname}?api-port=1234#/dashboard/help`)
    await import('../../../src/elements/vault-app.ts')
    mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => $activeScope.get().binding.url === 'http://localhost:1234')
  })
})
