import { expect } from 'chai'
import { useState } from 'react'
import { Modal, MODAL_CLOSE_DELAY_MS } from '../../../src/components/modal/modal.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import type { Theme } from '../../../src/styles/theme.ts'
import { press } from './commands.ts'
import { activeIn, axeViolations, mount, unmountAll, wait } from './mount.tsx'

function Page({ theme = 'light', startOpen = false }: { theme?: Theme; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen)
  return (
    <ThemeRoot theme={theme}>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Create folder"
        onClose={() => setOpen(false)}
        footer={<button onClick={() => setOpen(false)}>Create</button>}
      >
        <label>
          Folder name <input />
        </label>
      </Modal>
    </ThemeRoot>
  )
}

describe('Modal in a shadow root', () => {
  afterEach(unmountAll)

  it('keeps Tab inside, closes on Escape after 250 ms and refocuses the opener', async () => {
    const { shadow } = await mount(<Page />)
    const opener = shadow.querySelector('button')!
    opener.focus()
    await press('Enter')
    const dialog = shadow.querySelector('[role="dialog"]')!
    expect(activeIn(shadow)).to.equal(dialog)
    const visited: string[] = []
    for (let i = 0; i < 4; i += 1) {
      await press('Tab')
      const active = activeIn(shadow)!
      visited.push(active.getAttribute('aria-label') || active.textContent || active.tagName)
    }
    expect(visited).to.deep.equal(['Close', 'INPUT', 'Create', 'Close'])
    await press('Shift+Tab')
    expect(activeIn(shadow)!.textContent).to.equal('Create')
    // Timed in the page from the key itself: a driver's key command may return later than 250 ms
    // after the page saw the key (Firefox's WebDriver BiDi under load).
    const pressedAt = new Promise<number>((resolve) =>
      shadow.addEventListener('keydown', () => resolve(performance.now()), { once: true }),
    )
    const closedAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (shadow.querySelector('[role="dialog"]')) return
        observer.disconnect()
        resolve(performance.now())
      })
      observer.observe(shadow, { childList: true, subtree: true })
    })
    await press('Escape')
    const openFor = (await closedAt) - (await pressedAt)
    expect(openFor, 'ms from Escape to the dialog leaving').to.be.within(
      MODAL_CLOSE_DELAY_MS - 10,
      2000,
    )
    expect(activeIn(shadow)).to.equal(opener)
  })

  it('covers the viewport with its backdrop', async () => {
    const { shadow } = await mount(<Page startOpen />)
    const overlay = shadow.querySelector('.vault-modal')!.getBoundingClientRect()
    expect([overlay.width, overlay.height]).to.deep.equal([innerWidth, innerHeight])
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe while open in the ${theme} theme`, async () => {
      const { host } = await mount(<Page theme={theme} startOpen />)
      await wait(300)
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
