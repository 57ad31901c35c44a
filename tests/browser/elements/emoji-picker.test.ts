import { expect } from 'chai'
import '../../../src/elements/vault-app.ts'
import { $emoji } from '../../../src/stores/page/profile.ts'
import { $path } from '../../../src/stores/page/router.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

function emojiButton(app: Element): HTMLButtonElement | null | undefined {
  // Its name is the label and the emoji it shows: "Account Emoji 🤖".
  return screenOf(app).queryByRole<HTMLButtonElement>('button', { name: /^Account Emoji/ })
}

function picker(app: Element): HTMLElement | null | undefined {
  return app.shadowRoot?.querySelector<HTMLElement>('vault-emoji-picker')
}

describe('emoji picker on the name step', () => {
  // replaceState, not location.hash: WebKit applies a hash assignment later, as a navigation of
  // its own, which then lands on the next test's app.
  // The route store first: the last test's app lets go of the URL a microtask after its removal
  // (so a moved element keeps its tree), and until then it would write the reset path into it.
  beforeEach(() => {
    $path.set('/')
    history.replaceState(null, '', `${location.pathname}${location.search}#/onboarding-name`)
  })
  afterEach(() => {
    cleanup()
    $emoji.set('🤖')
    history.replaceState(null, '', `${location.pathname}${location.search}`)
  })

  it('starts with the robot, offers the spec categories, and picks by keyboard inside the shadow root', async () => {
    fakeNodeClient()
    const app = mount('<vault-app routing="hash"></vault-app>')
    const button = await waitFor(() => emojiButton(app))
    expect(button.textContent).to.equal('🤖')
    button.click()
    const element = await waitFor(() => picker(app), 8000)
    // The picker renders once its emoji data (a lazy chunk) has loaded: as slow as the element.
    const search = await waitFor(
      () => element.shadowRoot?.querySelector<HTMLInputElement>('input[type=search]'),
      8000,
    )
    const categories = await waitFor(() => {
      const found = [...(element.shadowRoot?.querySelectorAll('nav button') ?? [])]
      return found.length ? found.map((b) => b.getAttribute('aria-label')) : undefined
    })
    expect(categories).to.deep.equal([
      'Smileys & People',
      'Animals & Nature',
      'Food & Drink',
      'Travel & Places',
      'Activity',
      'Objects',
      'Symbols',
      'Flags',
    ])
    await waitFor(() => element.shadowRoot?.activeElement === search)
    search.value = 'rocket'
    search.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await waitFor(() => $emoji.get() === '🚀')
    await waitFor(() => !picker(app))
    await waitFor(() => emojiButton(app)?.textContent === '🚀')
  })

  it('closes on Escape and gives focus back to the emoji button', async () => {
    fakeNodeClient()
    const app = mount('<vault-app routing="hash"></vault-app>')
    const button = await waitFor(() => emojiButton(app))
    button.click()
    const element = await waitFor(() => picker(app), 8000)
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    )
    await waitFor(() => !picker(app))
    expect(app.shadowRoot?.activeElement).to.equal(button)
  })

  it('gets its CSS as one adopted sheet for the page, not a <style> in its shadow root', async () => {
    fakeNodeClient()
    const app = mount('<vault-app routing="hash"></vault-app>')
    const button = await waitFor(() => emojiButton(app))
    button.click()
    const first = await waitFor(() => picker(app), 8000)
    expect(first.shadowRoot!.querySelector('style')).to.equal(null)
    expect(first.shadowRoot!.adoptedStyleSheets).to.have.length(1)
    // emoji-mart's `:host` rule: a 435 px tall flex box with rounded corners.
    const style = getComputedStyle(first)
    expect([style.display, style.height, style.borderTopLeftRadius]).to.deep.equal([
      'flex',
      '435px',
      '10px',
    ])
    first.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    )
    await waitFor(() => !picker(app))
    button.click()
    const second = await waitFor(() => picker(app), 8000)
    expect(second).to.not.equal(first)
    expect(second.shadowRoot!.adoptedStyleSheets[0]).to.equal(
      first.shadowRoot!.adoptedStyleSheets[0],
    )
  })
})
