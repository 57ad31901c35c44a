import { expect } from 'chai'
import { ToastStack } from '../../../src/components/toast/toast.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { axeViolations, mount, unmountAll } from './mount.tsx'

const toasts = [
  { id: '1', variant: 'success', message: 'The log level has been updated successfully.' },
  { id: '2', variant: 'error', message: 'Error when trying to update: timeout' },
] as const

describe('ToastStack in a shadow root', () => {
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
