// <vault-app> composes its sections by import: with no other element registered it must still
// show every route, and each page is one React root (no nested vault-* elements).
import { expect } from 'chai'
import '../../../src/elements/vault-app.ts'
import { SECTIONS, type DashboardRoute } from '../../../src/app/sections.tsx'
import { $onboardingStep } from '../../../src/stores/page/onboarding.ts'
import { ROUTES } from '../../../src/stores/page/router.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const startUrl = location.href

function heading(element: Element): string | undefined {
  return element.shadowRoot?.querySelector('h1')?.textContent ?? undefined
}

describe('<vault-app> alone', () => {
  const errors: string[] = []
  const onError = (event: ErrorEvent) => errors.push(event.message)
  const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason))

  beforeEach(() => {
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
  })
  afterEach(() => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    cleanup()
    $onboardingStep.set(0)
    history.replaceState(null, '', startUrl)
  })

  it('walks every dashboard route with no other element registered', async function () {
    // Every section's chunk loads here, one after the other.
    this.timeout(60_000)
    const node = await simulatorUrl('permissive')
    $onboardingStep.set(3)
    location.hash = '#/dashboard'
    const app = mount(`<vault-app routing="hash" node-url="${node}"></vault-app>`)
    for (const name of Object.keys(SECTIONS) as DashboardRoute[]) {
      location.hash = `#${ROUTES[name]}`
      await waitFor(() => heading(app) === SECTIONS[name].title)
      const root = app.shadowRoot!
      const screen = screenOf(app)
      // The marker: the section's own chunk has rendered in place of the loading spinner (the
      // "Loading" status that is the main landmark's own child, not one inside the section).
      await waitFor(() => {
        const main = screen.queryByRole('main')
        return (
          main &&
          main.childElementCount > 0 &&
          !screen
            .queryAllByRole('status', { name: 'Loading' })
            .some((status) => status.parentElement === main)
        )
        // A section's chunk is transformed on its first request: slow on a loaded machine.
      }, 10_000)
      // A section that threw shows the route's error card, whose title is a level 2 "Error".
      expect(screen.queryByRole('heading', { level: 2, name: 'Error' }), name).to.equal(null)
      expect(root.querySelector('*:not(:defined)'), name).to.equal(null)
      const nested = [...root.querySelectorAll('*')].filter((el) =>
        el.localName.startsWith('vault-'),
      )
      expect(nested, name).to.deep.equal([])
    }
    for (const tag of ['vault-uploader', 'vault-files', 'vault-download', 'vault-health-check']) {
      expect(customElements.get(tag), tag).to.equal(undefined)
    }
    location.hash = '#/dashboard'
    await waitFor(() => app.shadowRoot?.textContent?.includes('Drop your file(s) here'))
    expect(errors).to.deep.equal([])
  })
})
