import { expect } from 'chai'
import { ToastStack, preloadToasts } from '../../../src/components/toast/toast-stack.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { axeViolations, mount, unmountAll } from './mount.tsx'

const toasts = [
  { id: '1', variant: 'success', message: 'The log level has been updated successfully.' },
  { id: '2', variant: 'error', message: 'Error when trying to update: timeout' },
] as const

describe('ToastStack before its toasts have loaded', () => {
  afterEach(unmountAll)

  // Runs first in this file: the toasts' code loads with a page's first toast.
  it('keeps both live regions from the start and shows the first toast once its code loads', async () => {
    const { shadow } = await mount(
      <ThemeRoot>
        <ToastStack toasts={[toasts[1]]} onDismiss={() => {}} />
      </ThemeRoot>,
    )
    expect(shadow.querySelectorAll('[aria-live]').length).to.equal(2)
    const region = shadow.querySelector('[aria-live="assertive"]')!
    for (let tries = 0; tries < 100 && !region.textContent; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(region.textContent).to.equal(`error${toasts[1].message}`)
  })
})

describe('ToastStack in a shadow root', () => {
  before(preloadToasts)
  afterEach(unmountAll)

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme`, async () => {
      const { host } = await mount(
        <ThemeRoot theme={theme}>
          <ToastStack toasts={toasts} onDismiss={() => {}} />
        </ThemeRoot>,
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }

  it('passes axe with no toasts', async () => {
    const { host } = await mount(
      <ThemeRoot>
        <ToastStack toasts={[]} onDismiss={() => {}} />
      </ThemeRoot>,
    )
    expect(await axeViolations(host)).to.deep.equal([])
  })

  it('floats in the corner of the viewport', async () => {
    const { shadow } = await mount(
      <ThemeRoot>
        <ToastStack toasts={toasts} onDismiss={() => {}} />
      </ThemeRoot>,
    )
    const stack = shadow.querySelector('.vault-toasts')!
    expect(getComputedStyle(stack).position).to.equal('fixed')
    const box = stack.getBoundingClientRect()
    expect(Math.round(box.bottom)).to.equal(innerHeight - 16)
  })
})
