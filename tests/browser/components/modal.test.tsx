import { expect } from 'chai'
import { useState } from 'react'
import { Modal } from '../../../src/components/modal/modal.tsx'
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
    await press('Escape')
    await wait(150)
    expect(shadow.querySelector('[role="dialog"]')).not.to.equal(null)
    await wait(200)
    expect(shadow.querySelector('[role="dialog"]')).to.equal(null)
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
