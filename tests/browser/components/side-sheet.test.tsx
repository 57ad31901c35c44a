import { expect } from 'chai'
import { useState } from 'react'
import { Modal } from '../../../src/components/modal/modal.tsx'
import { SideSheet } from '../../../src/components/side-sheet/side-sheet.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import type { Theme } from '../../../src/styles/theme.ts'
import { press } from './commands.ts'
import { activeIn, axeViolations, mount, unmountAll, wait } from './mount.tsx'

function Page({ theme = 'light', startOpen = false }: { theme?: Theme; startOpen?: boolean }) {
  const [sheet, setSheet] = useState(startOpen)
  const [confirm, setConfirm] = useState(false)
  return (
    <ThemeRoot theme={theme}>
      <button onClick={() => setSheet(true)}>Details</button>
      <SideSheet open={sheet} title="File details" onClose={() => setSheet(false)}>
        <p>photo.png</p>
        <button onClick={() => setConfirm(true)}>Delete</button>
        <Modal open={confirm} title="Delete the file?" onClose={() => setConfirm(false)}>
          <button onClick={() => setConfirm(false)}>Keep it</button>
        </Modal>
      </SideSheet>
    </ThemeRoot>
  )
}

describe('SideSheet in a shadow root', () => {
  afterEach(unmountAll)

  it('slides in at the right edge with the full viewport height', async () => {
    const { shadow } = await mount(<Page startOpen />)
    const dialog = shadow.querySelector('[role="dialog"]')!
    // The slide takes 250 ms of animation time, which a loaded machine (WebKit under Xvfb) stretches.
    for (let waited = 0; waited < 3000; waited += 100) {
      if (Math.round(dialog.getBoundingClientRect().right) === innerWidth) break
      await wait(100)
    }
    const panel = dialog.getBoundingClientRect()
    expect(Math.round(panel.right)).to.equal(innerWidth)
    expect(Math.round(panel.height)).to.equal(innerHeight)
  })

  it('lets a modal opened from it hold focus, then gets focus back', async () => {
    const { shadow } = await mount(<Page />)
    shadow.querySelector('button')!.focus()
    await press('Enter')
    await press('Tab')
    await press('Tab')
    const remove = activeIn(shadow)!
    expect(remove.textContent).to.equal('Delete')
    await press('Enter')
    expect(activeIn(shadow)!.getAttribute('aria-labelledby')).to.equal(
      shadow.querySelector('.vault-modal__title')!.id,
    )
    await press('Tab')
    await press('Tab')
    await press('Tab')
    expect(activeIn(shadow)!.closest('.vault-modal')).not.to.equal(null)
    await press('Escape')
    await wait(300)
    expect(shadow.querySelector('.vault-modal')).to.equal(null)
    expect(shadow.querySelector('.vault-sheet')).not.to.equal(null)
    expect(activeIn(shadow)).to.equal(remove)
    await press('Escape')
    await wait(300)
    expect(shadow.querySelector('.vault-sheet')).to.equal(null)
    expect(activeIn(shadow)!.textContent).to.equal('Details')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe while open in the ${theme} theme`, async () => {
      const { host } = await mount(<Page theme={theme} startOpen />)
      await wait(300)
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
