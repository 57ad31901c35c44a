import { expect } from 'chai'
import { emulateColorScheme, emulateReducedMotion } from './commands.ts'
import { Button } from '../../../src/components/button/button.tsx'
import { Spinner } from '../../../src/components/spinner/spinner.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import type { Theme } from '../../../src/styles/theme.ts'
import { axeViolations, mount, unmountAll } from './mount.tsx'

function Sample({ theme }: { theme: Theme }) {
  return (
    <ThemeRoot theme={theme}>
      <main>
        <h1>Vault</h1>
        <p>Body text</p>
        <p style={{ color: 'var(--vault-color-text-muted)' }}>Muted text</p>
        <a href="#top">A link</a>
        <label>
          Name <input defaultValue="Ada" />
        </label>
        <p className="vault-visually-hidden">Only for screen readers</p>
      </main>
    </ThemeRoot>
  )
}

function background(shadow: ShadowRoot) {
  return getComputedStyle(shadow.querySelector('.vault-theme')!).backgroundColor
}

describe('theme', () => {
  afterEach(async () => {
    await unmountAll()
    await emulateColorScheme('light')
    await emulateReducedMotion('no-preference')
  })

  it('adopts the tokens and base rules once into the shadow root, not the document', async () => {
    const { shadow } = await mount(
      <>
        <Sample theme="light" />
        <Sample theme="dark" />
      </>,
    )
    // Two theme roots, two sheets: tokens and base rules, each adopted once.
    expect(shadow.adoptedStyleSheets).to.have.length(2)
    expect(shadow.querySelector('style')).to.equal(null)
    expect(document.adoptedStyleSheets).to.have.length(0)
  })

  it('lets component rules win over base rules whichever stylesheet lands first', async () => {
    const { shadow } = await mount(
      <>
        <Button variant="ghost">Outside</Button>
        <ThemeRoot theme="light">
          <Button>Save</Button>
          <button>Plain</button>
        </ThemeRoot>
      </>,
    )
    const [, save, plain] = [...shadow.querySelectorAll('button')]
    expect(getComputedStyle(save!).backgroundColor).to.equal('rgb(51, 70, 196)')
    expect(getComputedStyle(plain!).backgroundColor).to.equal('rgb(236, 238, 242)')
  })

  // Only Chromium's driver emulates media here (Firefox over BiDi and WebKitWebDriver cannot), so
  // the two tests that need it skip elsewhere rather than pass unchecked.
  it('cuts animations short when the user asks for reduced motion', async function () {
    const { shadow } = await mount(
      <ThemeRoot>
        <Spinner />
      </ThemeRoot>,
    )
    const spinner = shadow.querySelector('.vault-spinner')!
    expect(getComputedStyle(spinner).animationDuration).to.equal('0.8s')
    if (!(await emulateReducedMotion('reduce'))) this.skip()
    expect(getComputedStyle(spinner).animationDuration).to.equal('0.001s')
  })

  it('follows the system until a theme is chosen', async function () {
    if (!(await emulateColorScheme('dark'))) this.skip()
    const { shadow, render } = await mount(<Sample theme="system" />)
    expect(background(shadow)).to.equal('rgb(15, 17, 21)')
    await render(<Sample theme="light" />)
    expect(background(shadow)).to.equal('rgb(245, 246, 248)')
    await emulateColorScheme('light')
    await render(<Sample theme="dark" />)
    expect(background(shadow)).to.equal('rgb(15, 17, 21)')
    expect(shadow.querySelector('.vault-theme')!.getAttribute('data-theme')).to.equal('dark')
  })

  it('has a scan that sees contrast failures inside the shadow root', async () => {
    const { host } = await mount(
      <ThemeRoot theme="dark">
        <p style={{ color: '#333' }}>Too dark on dark</p>
      </ThemeRoot>,
    )
    expect((await axeViolations(host)).join()).to.contain('color-contrast')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe with no violations in the ${theme} theme`, async () => {
      const { host } = await mount(<Sample theme={theme} />)
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
