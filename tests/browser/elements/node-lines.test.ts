import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-app.ts'
import '../../../src/elements/vault-availability-wizard.ts'
import '../../../src/elements/vault-health-check.ts'
import '../../../src/elements/vault-host.ts'
import '../../../src/elements/vault-purchases.ts'
import '../../../src/elements/vault-storage-request-wizard.ts'
import { ok } from '../../../src/api/result.ts'
import type { NodeStateChange } from '../../../src/features/health-check/use-node-state-change.ts'
import { NO_MARKETPLACE_TITLE } from '../../../src/stores/node/marketplace-gate.ts'
import { $onboardingStep } from '../../../src/stores/page/onboarding.ts'
import { PROFILES, sampleDebugInfo } from '../../support/fake-node.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

const NOTICE =
  'Logos Storage 0.4.4 has no marketplace: buying and selling storage needs a Codex marketplace node.'

/** A fake Logos Storage 0.4.4 node that knows its own reachability and lists two connections. */
function storageNode() {
  const node = fakeNodeClient()
  node.profile = PROFILES.storage
  node.answers.debugInfo = () =>
    ok(
      sampleDebugInfo({
        version: '0.4.4',
        reachability: {
          reachability: 'Reachable',
          portMapping: 'upnp',
          relayRunning: false,
          clientMode: false,
        },
        connections: [
          { peerId: 'a', direct: true },
          { peerId: 'b', direct: false },
        ],
      }),
    )
  return node
}

function checkLine(element: Element, label: string) {
  const item = screenOf(element)
    .queryAllByRole('listitem')
    .find((li) => within(li).queryByText(label))
  return item ? { state: item.getAttribute('data-state'), text: item.textContent ?? '' } : undefined
}

const startUrl = location.href

const text = (element: Element) => element.shadowRoot?.textContent ?? ''

describe('elements on a Logos Storage node (no marketplace)', () => {
  afterEach(cleanup)

  it('<vault-purchases> and <vault-host> say what the node is, with no error and no request', async () => {
    const node = storageNode()
    const page = mount<HTMLElement>(
      '<div><vault-purchases node-url="http://127.0.0.1:9401"></vault-purchases><vault-host></vault-host></div>',
    )
    const purchases = page.querySelector('vault-purchases')!
    const host = page.querySelector('vault-host')!
    await waitFor(() => text(purchases).includes(NOTICE) && text(host).includes(NOTICE))
    for (const element of [purchases, host]) {
      const heading = screenOf(element).queryByRole('heading', { name: NO_MARKETPLACE_TITLE })
      expect(heading).not.to.equal(null)
      expect(screenOf(element).queryByRole('button', { name: 'Retry' })).to.equal(null)
      expect(screenOf(element).queryByText('Error')).to.equal(null)
      expect(await axeViolations(element)).to.deep.equal([])
    }
    expect(screenOf(purchases).queryByRole('button', { name: 'Storage Request' })).to.equal(null)
    expect(screenOf(host).queryByRole('button', { name: 'Create Availability' })).to.equal(null)
    expect(node.calls.availabilities).to.equal(0)
    expect(node.calls.purchases).to.equal(0)
  })

  it('both wizard elements say the same instead of their steps', async () => {
    const node = storageNode()
    const page = mount<HTMLElement>(`<div>
      <vault-storage-request-wizard node-url="http://127.0.0.1:9402" inline="true"></vault-storage-request-wizard>
      <vault-availability-wizard inline="true"></vault-availability-wizard></div>`)
    for (const tag of ['vault-storage-request-wizard', 'vault-availability-wizard']) {
      const element = page.querySelector(tag)!
      await waitFor(() => text(element).includes(NOTICE))
      expect(screenOf(element).queryByRole('button', { name: 'Next' })).to.equal(null)
    }
    expect(node.calls.availabilities).to.equal(0)
  })

  it('<vault-health-check> names the node, believes its own reachability and marks the marketplace calmly', async () => {
    storageNode()
    const states: NodeStateChange[] = []
    const listening = new AbortController()
    document.addEventListener('vault-node-state-change', (event) => states.push(event.detail), {
      signal: listening.signal,
    })
    const element = mount(
      '<vault-health-check node-url="http://127.0.0.1:9403"></vault-health-check>',
    )
    await waitFor(() => checkLine(element, 'Marketplace')?.state === 'off')
    await waitFor(() => checkLine(element, 'Port forwarding')?.state === 'ok')
    expect(checkLine(element, 'Node connection')?.text).to.include('Logos Storage 0.4.4')
    expect(checkLine(element, 'Marketplace')?.text).to.include('Not on this node')
    expect(checkLine(element, 'Marketplace')?.text).to.include(NOTICE)
    expect(checkLine(element, 'Port forwarding')?.text).to.include(
      'Reachable through a UPnP port mapping, 2 connections',
    )
    await waitFor(() => states.length === 1)
    listening.abort()
    // A line without a marketplace is up: its marketplace is not off, it has none.
    expect(states[0]).to.deep.include({ state: 'up' })
    expect(states[0]?.node).to.deep.include({
      name: 'Logos Storage',
      version: '0.4.4',
      title: 'Logos Storage 0.4.4',
    })
    expect(states[0]?.node?.capabilities.marketplace).to.equal(false)
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('<vault-app> marks Purchases and Host in the side menu; the top bar says Connected and names the node', async () => {
    storageNode()
    $onboardingStep.set(3)
    location.hash = '#/dashboard/purchases'
    const app = mount('<vault-app routing="hash" node-url="http://127.0.0.1:9404"></vault-app>')
    const screen = screenOf(app)
    await waitFor(() => text(app).includes(NOTICE), 5000).catch(() => {
      throw new Error(text(app).slice(0, 2000))
    })
    const links = () =>
      screen.queryAllByRole('link', { hidden: true }).map((a) => a.textContent?.trim() ?? '')
    await waitFor(() => links().includes('Purchases Not on this node'))
    expect(links()).to.include.members(['Host Not on this node', 'Files', 'Peers'])
    await waitFor(() =>
      screen.queryByRole('button', { name: /^Node: .*Logos Storage 0\.4\.4$/, hidden: true }),
    )
    // Connected with the healthy dot: the line has no marketplace, its marketplace is not off.
    const status = screen.getByRole('button', { name: /^Node: /, hidden: true })
    expect(status.textContent).to.equal('Node: Connected · Logos Storage 0.4.4')
    expect(status.getAttribute('data-state')).to.equal('ok')
    await waitFor(() => text(app).includes(NOTICE))
    $onboardingStep.set(0)
    location.hash = ''
    history.replaceState(null, '', startUrl)
  })

  it('the health check names what each line needs when nothing answers', async () => {
    const node = fakeNodeClient()
    node.up = false
    const element = mount(
      '<vault-health-check node-url="http://127.0.0.1:9405"></vault-health-check>',
    )
    await waitFor(() =>
      screenOf(element).queryByRole('heading', { name: 'No node answers at this address' }),
    )
    expect(text(element)).to.include('--api-bindaddr')
    // This page's own origin, never every origin.
    expect(text(element)).to.include(`--api-cors-origin=${location.origin}`)
    expect(text(element)).not.to.include('--api-cors-origin="*"')
    expect(await axeViolations(element)).to.deep.equal([])
  })
})

describe('elements on a Codex 0.2.5 node', () => {
  afterEach(cleanup)

  it('<vault-health-check> names it and the marketplace works; <vault-purchases> lists as before', async () => {
    const node = fakeNodeClient()
    node.profile = PROFILES.codex025
    const states: NodeStateChange[] = []
    const listening = new AbortController()
    document.addEventListener('vault-node-state-change', (event) => states.push(event.detail), {
      signal: listening.signal,
    })
    const page = mount<HTMLElement>(
      '<div><vault-health-check node-url="http://127.0.0.1:9406"></vault-health-check><vault-purchases></vault-purchases></div>',
    )
    const check = page.querySelector('vault-health-check')!
    const purchases = page.querySelector('vault-purchases')!
    await waitFor(() => checkLine(check, 'Marketplace')?.state === 'ok')
    // The node's own check (its SPR) is a separate call, which may answer after the marketplace's.
    await waitFor(() => checkLine(check, 'Node connection')?.text.includes('Codex 0.2.5'))
    await waitFor(() => screenOf(purchases).queryByRole('button', { name: 'Storage Request' }))
    await waitFor(() => node.calls.purchases > 0)
    expect(text(purchases)).not.to.include('No marketplace on this node')
    await waitFor(() => states.length === 1)
    listening.abort()
    expect(states[0]).to.deep.equal({
      state: 'up',
      node: {
        name: 'Codex',
        version: '0.2.5',
        title: 'Codex 0.2.5',
        capabilities: PROFILES.codex025.capabilities,
      },
    })
  })

  it('a Codex node without persistence says it runs without its marketplace, calmly', async () => {
    const node = fakeNodeClient()
    node.profile = PROFILES.codex025
    node.answers.marketplaceStatus = () =>
      ok({ available: false, reason: 'no-persistence', message: 'Persistence is not enabled' })
    const element = mount('<vault-host node-url="http://127.0.0.1:9407"></vault-host>')
    await waitFor(() => text(element).includes('Codex 0.2.5 runs without its marketplace'))
    expect(text(element)).to.include('persistence')
    expect(screenOf(element).queryByRole('button', { name: 'Retry' })).to.equal(null)
    expect(node.calls.availabilities).to.equal(0)
  })
})
