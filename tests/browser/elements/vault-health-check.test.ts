import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-health-check.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

/** The field labelled `label` ("Address", "Port"). */
function field(element: Element, label: string): HTMLInputElement {
  return screenOf(element).queryByRole<HTMLInputElement>('textbox', { name: label })!
}

function refreshButton(element: Element): HTMLButtonElement {
  return screenOf(element).getByRole<HTMLButtonElement>('button', { name: 'Refresh' })
}

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function checkState(element: Element, label: string): string | undefined {
  const items = screenOf(element).queryAllByRole('listitem')
  const item = items.find((li) => within(li).queryByText(label))
  return item?.getAttribute('data-state') ?? undefined
}

describe('<vault-health-check>', () => {
  afterEach(cleanup)

  it('renders into an open shadow root and leaves the light DOM empty', async () => {
    fakeNodeClient()
    const element = mount('<vault-health-check></vault-health-check>')
    await waitFor(() => field(element, 'Address'))
    expect(element.children).to.have.length(0)
    expect(field(element, 'Address').value).to.equal('http://localhost')
    expect(field(element, 'Port').value).to.equal('8080')
    await waitFor(() => checkState(element, 'Node connection') === 'ok')
  })

  it('takes the node-url attribute into the shared store', async () => {
    fakeNodeClient()
    const element = mount(
      '<vault-health-check node-url="http://127.0.0.1:9100"></vault-health-check>',
    )
    expect($activeScope.get().binding.url).to.equal('http://127.0.0.1:9100')
    await waitFor(() => field(element, 'Port')?.value === '9100')
  })

  it('keeps two elements in sync and fires vault-node-url-change on refresh', async () => {
    const node = fakeNodeClient()
    const first = mount('<vault-health-check></vault-health-check>')
    const second = mount('<vault-health-check></vault-health-check>')
    await waitFor(() => field(first, 'Port') && field(second, 'Port'))
    const events: string[] = []
    document.addEventListener('vault-node-url-change', (event) => events.push(event.detail.url))
    type(field(first, 'Port'), '9200')
    await waitFor(() => field(first, 'Port').value === '9200')
    refreshButton(first).click()
    await waitFor(() => field(second, 'Port').value === '9200')
    expect(events).to.deep.equal(['http://localhost:9200'])
    expect(node.urls).to.include('http://localhost:9200')
  })

  it('marks an invalid address and does nothing on refresh', async () => {
    fakeNodeClient()
    const element = mount('<vault-health-check></vault-health-check>')
    await waitFor(() => field(element, 'Address'))
    type(field(element, 'Address'), 'not a url')
    await waitFor(() => field(element, 'Address').getAttribute('aria-invalid') === 'true')
    const refresh = refreshButton(element)
    expect(refresh.disabled).to.equal(true)
    expect($activeScope.get().binding.url).to.equal('http://localhost:8080')
  })

  it('shows one poll for two elements and marks the node down', async () => {
    const node = fakeNodeClient()
    // The runner switches between its pages: each focus or visibility change it causes asks once.
    let pageEvents = 0
    const counting = new AbortController()
    const count = () => (pageEvents += 1)
    window.addEventListener('focus', count, { signal: counting.signal })
    document.addEventListener('visibilitychange', count, { signal: counting.signal })
    // An address of its own: only the requests these two elements cause are counted.
    const address = 'http://127.0.0.1:9250'
    const first = mount(`<vault-health-check node-url="${address}"></vault-health-check>`)
    const second = mount(`<vault-health-check node-url="${address}"></vault-health-check>`)
    await waitFor(() => checkState(first, 'Node connection') === 'ok')
    await waitFor(() => checkState(second, 'Node connection') === 'ok')
    counting.abort()
    expect(node.callsTo(address, 'spr')).to.be.within(1, 1 + pageEvents)
    node.up = false
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => checkState(first, 'Node connection') === 'failed')
  })

  it('fires vault-node-state-change when the status becomes known and at each change, once', async () => {
    const node = fakeNodeClient()
    const states: string[] = []
    const listening = new AbortController()
    document.addEventListener(
      'vault-node-state-change',
      (event) => states.push(event.detail.state),
      { signal: listening.signal },
    )
    // Another address than the last test's, so the status starts from checking, not its last answer.
    const element = mount(
      '<vault-health-check node-url="http://127.0.0.1:9300"></vault-health-check>',
    )
    await waitFor(() => checkState(element, 'Node connection') === 'ok')
    await waitFor(() => states.length === 1)
    node.marketplace = false
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => states.length === 2)
    node.up = false
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => checkState(element, 'Node connection') === 'failed')
    await waitFor(() => states.length === 3)
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => node.calls.spr >= 4)
    listening.abort()
    expect(states).to.deep.equal(['up', 'marketplace-off', 'down'])
  })
})
