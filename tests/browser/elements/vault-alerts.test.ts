import { expect } from 'chai'
import '../../../src/elements/vault-alerts.ts'
import '../../../src/elements/vault-app.ts'
import type { AlertEventDetail } from '../../../src/stores/node/alerts/alert-event.ts'
import { nodeAlerts } from '../../../src/stores/node/alerts/stored-alerts.ts'
import { space } from '../../../src/stores/node/space.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { forgetStoredNodeValues } from '../../../src/stores/nodes/values.ts'
import { $onboardingStep } from '../../../src/stores/page/onboarding.ts'
import { $path } from '../../../src/stores/page/router.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

describe('alerts', () => {
  afterEach(() => {
    cleanup()
    forgetStoredNodeValues()
    $onboardingStep.set(0)
  })

  it('<vault-alerts> lists a full disk with what to do, fires vault-alert, and dismisses it', async () => {
    const node = fakeNodeClient()
    node.space = { ...node.space, quotaUsedBytes: (node.space.quotaMaxBytes * 96n) / 100n }
    const told: AlertEventDetail[] = []
    const listener = (event: Event) => told.push((event as CustomEvent<AlertEventDetail>).detail)
    document.addEventListener('vault-alert', listener)
    const element = mount('<vault-alerts></vault-alerts>')
    const screen = screenOf(element)
    await waitFor(() => screen.queryByText(/No open alerts/))
    // Another element of the page (a storage card) reads the disk; the alerts hear its answer.
    await space.of($activeScope.get()).refetch()
    const list = await waitFor(() => screen.queryByRole('list', { name: 'Open alerts' }))
    expect(list.textContent).to.include('Critical')
    expect(list.textContent).to.include('Disk 96 % full')
    expect(list.textContent).to.include('http://localhost:8080')
    expect(list.textContent).to.include('What to do')
    await waitFor(() => told.length > 0)
    document.removeEventListener('vault-alert', listener)
    expect(told[0]).to.include({ state: 'open', rule: 'disk-full', severity: 'critical' })
    expect(told[0]!.node.url).to.equal('http://localhost:8080')
    expect(await axeViolations(element)).to.deep.equal([])
    screen.getByRole('button', { name: 'Dismiss' }).click()
    await waitFor(() => screen.queryByText(/No open alerts/))
  })

  it('the top bar’s bell counts open alerts and opens the inbox, keyboard operable', async () => {
    const node = fakeNodeClient()
    node.up = false
    // An alert kept in the browser from an earlier visit, its condition still on.
    nodeAlerts.of($activeScope.get()).set([
      {
        id: 'a1',
        rule: 'node-unreachable',
        subject: '',
        severity: 'critical',
        title: 'Node not answering',
        startedAt: Date.now() - 120_000,
        openedAt: Date.now() - 60_000,
        resolvedAt: null,
        notifiedAt: Date.now() - 60_000,
        dismissed: false,
      },
    ])
    $onboardingStep.set(3)
    $path.set('/dashboard')
    const app = mount('<vault-app routing="none"></vault-app>')
    const screen = screenOf(app)
    const bell = await waitFor(() => screen.queryByRole('button', { name: /^Alerts/ }))
    expect(bell.getAttribute('aria-expanded')).to.equal('false')
    bell.click()
    const inbox = await waitFor(() => screen.queryByRole('region', { name: 'Alerts' }))
    await waitFor(() => inbox.textContent?.includes('Node not answering'))
    await waitFor(() => bell.textContent?.includes('1'))
    expect(bell.getAttribute('data-level')).to.equal('critical')
    expect(inbox.textContent).to.include('The node is running')
    expect(await axeViolations(app)).to.deep.equal([])
    inbox.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await waitFor(() => screen.queryByRole('region', { name: 'Alerts' }) === null)
  })
})
