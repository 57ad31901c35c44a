// <vault-app> composes its sections by import: with no other element registered it must still
// show every route, and each page is one React root (no nested vault-* elements).
import { expect } from 'chai'
import '../../../src/elements/vault-app.ts'
import { SECTIONS, type DashboardRoute } from '../../../src/app/sections.tsx'
import { $onboardingStep } from '../../../src/stores/onboarding.ts'
import { ROUTES } from '../../../src/stores/router.ts'
import { simulatorUrl } from '../api/simulator.ts'
import { cleanup, mount, waitFor } from './helpers.ts'

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

  it('walks every dashboard route with no other element registered', async () => {
    const node = await simulatorUrl('permissive')
    $onboardingStep.set(3)
    location.hash = '#/dashboard'
    const app = mount(`<vault-app routing="hash" node-url="${node}"></vault-app>`)
    for (const name of Object.keys(SECTIONS) as DashboardRoute[]) {
      location.hash = `#${ROUTES[name]}`
      await waitFor(() => heading(app) === SECTIONS[name].title)
      const root = app.shadowRoot!
      // The marker: the section's own chunk has rendered in place of the loading spinner.
      await waitFor(() => {
        const main = root.querySelector('.dashboard-main')
        return main && main.childElementCount > 0 && !main.querySelector(':scope > .vault-spinner')
      })
      expect(root.querySelector('.route-error'), name).to.equal(null)
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
