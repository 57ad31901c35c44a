import { expect } from 'chai'
import '../../../src/elements/vault-manifest-fetch.ts'
import '../../../src/elements/vault-transfers.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { NOT_FOUND_YET } from '../../../src/api/deadlines.ts'
import { manifestFetch } from '../../../src/stores/node/manifest-fetch.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

// The network deadline shortened through the client's own `deadlines` option (the Environment
// makes every client), so the test waits a second rather than two minutes.
const NETWORK_MS = 800
// The simulated node takes this long to find the file, on every ask: past the deadline.
const FINDING_MS = 3000

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('"Keep waiting in Transfers" after "Not found on the network yet"', function () {
  // The run's simulator starts on first use, and a reset deletes its datasets one by one.
  this.timeout(30_000)
  let origin = ''

  before(async () => {
    origin = await simulatorUrl('permissive')
  })

  beforeEach(async () => {
    await control(origin, '/reset')
    setEnvironment({
      createNodeClient: (url, hints) =>
        createNodeClient({
          ...browserTransport,
          url,
          ...hints,
          deadlines: { networkMs: NETWORK_MS },
        }),
    })
  })

  afterEach(async () => {
    cleanup()
    manifestFetch.of($activeScope.get()).set({ state: 'idle' })
    // The simulator is the run's: the fetched file and the delays go with this test.
    await control(origin, '/reset')
  })

  it('moves the fetch to Transfers, which waits past the deadline until the node finds it', async () => {
    const state = (await (await fetch(`${origin}/_sim/state`)).json()) as { networkCids: string[] }
    const cid = state.networkCids[0]!
    await control(origin, '/faults', {
      method: 'POST',
      path: '/data/*/network',
      delayMs: FINDING_MS,
      times: 2,
    })
    const holder = mount<HTMLElement>(
      `<div><vault-manifest-fetch node-url="${origin}"></vault-manifest-fetch>` +
        `<vault-transfers node-url="${origin}"></vault-transfers></div>`,
    )
    const card = holder.querySelector('vault-manifest-fetch')!
    const transfers = screenOf(holder.querySelector('vault-transfers')!)
    const root = card.shadowRoot!
    type(await waitFor(() => root.querySelector('input')), cid)
    root.querySelector<HTMLButtonElement>('button[type=submit]')!.click()

    const said = await waitFor(() => screenOf(card).queryByRole('alert'), 5000)
    expect(said.textContent).to.equal(NOT_FOUND_YET)
    const keepWaiting = screenOf(card).getByRole('button', { name: 'Keep waiting in Transfers' })
    const clickedAt = performance.now()
    keepWaiting.click()

    await waitFor(() => screenOf(card).queryByText(/^Still looking on the network/))
    const row = await waitFor(() =>
      transfers.queryAllByRole('listitem').find((item) => item.textContent?.includes(cid)),
    )
    expect(row.textContent).to.contain('Starting')
    // Twice the deadline after the click the node is still looking, and the transfer waits on.
    await new Promise((resolve) => setTimeout(resolve, 2 * NETWORK_MS))
    expect(row.isConnected && row.textContent).to.contain('Starting')
    expect(row.textContent).not.to.contain(NOT_FOUND_YET)

    const done = await waitFor(
      () =>
        transfers
          .queryAllByRole('listitem')
          .find((item) => item.textContent?.includes(cid) && item.textContent.includes('Done')),
      FINDING_MS + 4000,
    )
    expect(performance.now() - clickedAt).to.be.greaterThan(FINDING_MS - 500)
    expect(done.textContent).not.to.contain(NOT_FOUND_YET)
    const fetched = await waitFor(() => screenOf(card).queryByText(/^Fetched /))
    expect(fetched.textContent).to.match(/^Fetched .+ \(/)
  })
})
