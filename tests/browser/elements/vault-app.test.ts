import { expect } from 'chai'
import '../../../src/elements/vault-app.ts'
import '../../../src/elements/vault-health-check.ts'
import { $onboardingStep } from '../../../src/stores/page/onboarding.ts'
import { $displayName } from '../../../src/stores/page/profile.ts'
import { $path } from '../../../src/stores/page/router.ts'
import { $themeChoice } from '../../../src/stores/page/theme.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

const startUrl = location.href

function text(element: Element): string {
  return element.shadowRoot?.textContent ?? ''
}

function heading(element: Element): string | undefined {
  return element.shadowRoot?.querySelector('h1')?.textContent ?? undefined
}

function link(element: Element, name: string): HTMLAnchorElement | undefined {
  const links = [...(element.shadowRoot?.querySelectorAll('a') ?? [])]
  return links.find((a) => (a.getAttribute('aria-label') ?? a.textContent?.trim()) === name)
}

/**
 * Opens the page at a hash before the app mounts. replaceState, not location.hash: WebKit applies a
 * hash assignment later, as a navigation of its own, which would then reach the app mid-test.
 */
function startAt(hash: string) {
  history.replaceState(null, '', `${startUrl.split('#')[0]}${hash}`)
}

describe('<vault-app>', () => {
  beforeEach(() => {
    startAt('')
    $path.set('/')
  })
  afterEach(() => {
    cleanup()
    $displayName.set('')
    $onboardingStep.set(0)
    $themeChoice.set('system')
    history.replaceState(null, '', startUrl)
  })

  it('shows the welcome step in an open shadow root and walks the onboarding by its links', async () => {
    fakeNodeClient()
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Hello, Welcome to Codex Vault')
    expect(app.children).to.have.length(0)
    link(app, "Let's get started")!.click()
    await waitFor(() => heading(app)?.startsWith("Let's get you setup"))
    expect(location.hash).to.equal('#/onboarding-name')
    expect(link(app, 'Next')!.getAttribute('aria-disabled')).to.equal('true')
    $displayName.set('Ada')
    await waitFor(() => link(app, 'Next')?.getAttribute('href') === '#/onboarding-checks')
    link(app, 'Next')!.click()
    await waitFor(() => heading(app)?.includes('Nice to meet you Ada'))
    await waitFor(() => link(app, 'Next')?.getAttribute('href') === '#/dashboard')
    link(app, 'Next')!.click()
    await waitFor(() => heading(app) === 'Dashboard')
    expect($onboardingStep.get()).to.equal(3)
  })

  it('sends a returning user who finished onboarding to the dashboard', async () => {
    fakeNodeClient()
    $onboardingStep.set(3)
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Dashboard')
    expect(location.hash).to.equal('#/dashboard')
  })

  it('uses history URLs by default and follows the back button', async () => {
    fakeNodeClient()
    history.replaceState(null, '', '/dashboard/help')
    const app = mount('<vault-app></vault-app>')
    await waitFor(() => heading(app) === 'Help')
    // The section is a lazy chunk: the top bar shows first, the section when its code arrives.
    await waitFor(() => text(app).includes('You might be wondering...'))
    link(app, 'Settings')!.click()
    await waitFor(() => heading(app) === 'Settings')
    expect(location.pathname).to.equal('/dashboard/settings')
    history.back()
    await waitFor(() => heading(app) === 'Help')
  })

  it('shows a not-found screen for an unknown path', async () => {
    fakeNodeClient()
    startAt('#/nowhere')
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Page not found')
    expect(text(app)).to.contain('/nowhere')
  })

  it('shows the Purchases section with its Storage Request button', async () => {
    fakeNodeClient()
    startAt('#/dashboard/purchases')
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Purchases')
    await waitFor(() =>
      [...app.shadowRoot!.querySelectorAll('button')].some(
        (button) => button.textContent === 'Storage Request',
      ),
    )
    expect(text(app)).not.to.contain('not available in this version yet')
  })

  it('shows the Host page, not a placeholder, on its route', async () => {
    fakeNodeClient()
    startAt('#/dashboard/availabilities')
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Host')
    await waitFor(() => text(app).includes('Create Availability'))
    expect(text(app)).not.to.contain('not available in this version yet')
  })

  it('fires vault-navigate and marks the current menu entry', async () => {
    fakeNodeClient()
    startAt('#/dashboard/help')
    const app = mount('<vault-app routing="hash"></vault-app>')
    await waitFor(() => heading(app) === 'Help')
    const paths: string[] = []
    ;(app as HTMLElement).addEventListener('vault-navigate', (event) =>
      paths.push(event.detail.path),
    )
    link(app, 'Disclaimer')!.click()
    await waitFor(() => heading(app) === 'Disclaimer')
    expect(paths).to.deep.equal(['/dashboard/disclaimer'])
    expect(link(app, 'Disclaimer')!.getAttribute('aria-current')).to.equal('page')
  })

  it('applies the theme attribute to every element on the page', async () => {
    fakeNodeClient()
    const app = mount('<vault-app routing="hash" theme="dark"></vault-app>')
    const check = mount('<vault-health-check></vault-health-check>')
    await waitFor(() => app.shadowRoot?.querySelector('[data-theme="dark"]'))
    await waitFor(() => check.shadowRoot?.querySelector('[data-theme="dark"]'))
    expect($themeChoice.get()).to.equal('dark')
  })

  it('keeps each status pill of the top bar on one line on a phone', async () => {
    fakeNodeClient()
    startAt('#/dashboard/help')
    const app = mount<HTMLElement>('<vault-app routing="hash"></vault-app>')
    app.style.width = '390px'
    await waitFor(() => text(app).includes('Node: Connected'))
    const pills = [
      screenOf(app).getByText(/^Network: /),
      screenOf(app).getByRole('button', { name: /^Node: / }),
    ]
    for (const pill of pills) {
      const fontSize = parseFloat(getComputedStyle(pill).fontSize)
      expect(pill.getBoundingClientRect().height, pill.textContent!).to.be.below(2.4 * fontSize)
    }
  })

  it('marks the node down in the top bar, recovers when it returns, and fires each change', async () => {
    const node = fakeNodeClient()
    startAt('#/dashboard/help')
    const app = mount('<vault-app routing="hash"></vault-app>')
    const states: string[] = []
    ;(app as HTMLElement).addEventListener('vault-node-state-change', (event) =>
      states.push(event.detail.state),
    )
    await waitFor(() => text(app).includes('Node: Connected'))
    node.up = false
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => text(app).includes('Node: Node down'))
    expect(text(app)).to.contain('The node is not responding.')
    node.up = true
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => text(app).includes('Node: Connected'))
    await waitFor(() => states.length === 3)
    expect(states).to.deep.equal(['up', 'down', 'up'])
  })
})
