import { expect } from 'chai'
import { act, useState } from 'react'
import { Stepper } from '../../../src/components/stepper/stepper.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import type { Theme } from '../../../src/styles/theme.ts'
import { press } from './commands.ts'
import { activeIn, axeViolations, mount, unmountAll, wait } from './mount.tsx'

function Wizard({ theme = 'light', start = 0 }: { theme?: Theme; start?: number }) {
  const [step, setStep] = useState(start)
  return (
    <ThemeRoot theme={theme}>
      <Stepper steps={['Sale', 'Confirmation', 'Success']} current={step} onStepChange={setStep}>
        <p>Step {step + 1}</p>
      </Stepper>
    </ThemeRoot>
  )
}

describe('Stepper in a shadow root', () => {
  afterEach(unmountAll)

  it('keeps focus on Next through the loading state', async () => {
    const { shadow } = await mount(<Wizard />)
    const next = [...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Next')!
    next.focus()
    await press('Enter')
    expect(next.getAttribute('aria-busy')).to.equal('true')
    expect(activeIn(shadow)).to.equal(next)
    await wait(550)
    expect(shadow.querySelector('[aria-current="step"]')!.textContent).to.contain('Confirmation')
    expect(activeIn(shadow)).to.equal(next)
    await press('Enter')
    await wait(550)
    expect(next.textContent).to.equal('Finish')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe, idle and loading, in the ${theme} theme`, async () => {
      const { host, shadow } = await mount(<Wizard theme={theme} start={1} />)
      await wait(550)
      expect(await axeViolations(host)).to.deep.equal([])
      await act(async () =>
        shadow.querySelector<HTMLButtonElement>('.vault-button--primary')!.click(),
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
