import { expect } from 'chai'
import { useState } from 'react'
import { Button } from '../../../src/components/button/button.tsx'
import { Modal } from '../../../src/components/modal/modal.tsx'
import { StyleRootContext } from '../../../src/styles/style-root.ts'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { parseTheme } from '../../../src/styles/theme.ts'
import { reactElement } from '../../../src/elements/react-element.tsx'
import { sendKey } from './commands.ts'
import { activeIn } from './mount.tsx'
import { KitRoot } from '../../support/kit-root.tsx'

function Probe({ theme, container }: { theme?: unknown; container?: unknown }) {
  const [open, setOpen] = useState(false)
  return (
    <StyleRootContext value={(container as ShadowRoot | undefined) ?? null}>
      <KitRoot>
        <ThemeRoot theme={parseTheme(theme as string | undefined)}>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Button variant="outline">Other</Button>
          <Modal open={open} title="Settings" onClose={() => setOpen(false)}>
            <Button>Save</Button>
          </Modal>
        </ThemeRoot>
      </KitRoot>
    </StyleRootContext>
  )
}

customElements.define(
  'vault-kit-probe',
  reactElement(Probe, { tag: 'vault-kit-probe', attributes: { theme: 'string' } }),
)

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10))
  expect(check()).to.equal(true)
}

describe('kit inside a vault element', () => {
  // The element renders on its own schedule, outside act(); the test polls instead.
  before(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
  })
  after(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })

  it('adopts its styles into the element shadow root once and traps focus there', async () => {
    const element = document.createElement('vault-kit-probe')
    element.setAttribute('theme', 'dark')
    document.body.append(element)
    const shadow = element.shadowRoot!
    await until(() => shadow.querySelector('button') !== null)
    // Tokens, base rules and the button's rules (two buttons, one sheet); nothing in the document.
    expect(shadow.adoptedStyleSheets).to.have.length(3)
    expect(document.adoptedStyleSheets).to.have.length(0)
    expect(getComputedStyle(shadow.querySelector('button')!).backgroundColor).to.equal(
      'rgb(139, 151, 255)',
    )
    expect(shadow.querySelector('.vault-theme')!.getAttribute('data-theme')).to.equal('dark')
    const opener = shadow.querySelector('button')!
    opener.focus()
    await sendKey('Enter')
    await until(() => shadow.querySelector('[role="dialog"]') !== null)
    // The modal's rules join when it opens; its Save button reuses the button sheet.
    expect(shadow.adoptedStyleSheets).to.have.length(4)
    await sendKey('Tab')
    await sendKey('Tab')
    await sendKey('Tab')
    expect(activeIn(shadow)!.getAttribute('aria-label')).to.equal('Close')
    await sendKey('Escape')
    await until(() => shadow.querySelector('[role="dialog"]') === null)
    expect(activeIn(shadow)).to.equal(opener)
    element.remove()
  })
})
