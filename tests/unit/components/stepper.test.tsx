import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'
import { Stepper } from '../../../src/components/stepper/stepper.tsx'

const steps = ['Select File', 'Select Request Criteria', 'Success']

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Wizard(props: {
  start?: number
  onCancel?: () => void
  onFinish?: () => void
  nextDisabled?: boolean
}) {
  const [step, setStep] = useState(props.start ?? 0)
  return (
    <Stepper
      steps={steps}
      current={step}
      onStepChange={setStep}
      onCancel={props.onCancel}
      onFinish={props.onFinish}
      nextDisabled={props.nextDisabled}
    >
      <p>Body of {steps[step]}</p>
    </Stepper>
  )
}

const next = () => screen.getByRole('button', { name: /^(Next|Finish)$/ })
const back = () => screen.getByRole('button', { name: 'Back' })
const currentStep = () => document.querySelector('[aria-current="step"]')!.textContent

describe('Stepper', () => {
  it('lists the steps and marks the current one', () => {
    render(<Wizard />)
    const list = screen.getByRole('list', { name: 'Progress' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(currentStep()).toBe('1Select File')
    expect(screen.getByText('Body of Select File')).toBeTruthy()
    expect(next().textContent).toBe('Next')
  })

  it('holds both buttons loading for 500 ms, then moves to the next step', () => {
    render(<Wizard />)
    fireEvent.click(next())
    for (const button of [next(), back()]) {
      expect(button.getAttribute('aria-busy')).toBe('true')
      expect(button.querySelector('.vault-spinner')).not.toBeNull()
    }
    act(() => vi.advanceTimersByTime(499))
    expect(currentStep()).toBe('1Select File')
    fireEvent.click(next())
    act(() => vi.advanceTimersByTime(1))
    expect(currentStep()).toBe('2Select Request Criteria')
    expect(next().hasAttribute('aria-busy')).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    expect(currentStep()).toBe('2Select Request Criteria')
  })

  it('reads Finish on the last step and reports it after 500 ms', () => {
    const onFinish = vi.fn()
    render(<Wizard start={2} onFinish={onFinish} />)
    expect(next().textContent).toBe('Finish')
    fireEvent.click(next())
    act(() => vi.advanceTimersByTime(499))
    expect(onFinish).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onFinish).toHaveBeenCalledOnce()
  })

  it('goes back a step, and Back on the first step cancels', () => {
    const onCancel = vi.fn()
    render(<Wizard start={1} onCancel={onCancel} />)
    fireEvent.click(back())
    act(() => vi.advanceTimersByTime(500))
    expect(currentStep()).toBe('1Select File')
    fireEvent.click(back())
    act(() => vi.advanceTimersByTime(500))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(currentStep()).toBe('1Select File')
  })

  it('lets completed steps be pressed to return, with the same loading state', () => {
    render(<Wizard start={2} />)
    const list = screen.getByRole('list', { name: 'Progress' })
    const stepButtons = within(list).getAllByRole('button')
    expect(stepButtons.map((button) => button.textContent)).toEqual([
      'Select File (completed)',
      'Select Request Criteria (completed)',
    ])
    fireEvent.click(within(list).getByRole('button', { name: /Select File/ }))
    expect(next().getAttribute('aria-busy')).toBe('true')
    expect((stepButtons[1] as HTMLButtonElement).disabled).toBe(true)
    act(() => vi.advanceTimersByTime(500))
    expect(currentStep()).toBe('1Select File')
    expect(document.activeElement!.className).toContain('vault-stepper__body')
  })

  it('keeps Next disabled when asked, and shows outside loading on both buttons', () => {
    const { rerender } = render(<Wizard nextDisabled />)
    expect((next() as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <Stepper steps={steps} current={1} onStepChange={() => {}} loading>
        body
      </Stepper>,
    )
    expect(next().getAttribute('aria-busy')).toBe('true')
    expect(back().getAttribute('aria-busy')).toBe('true')
  })

  it('forgets a pending move when it is unmounted', () => {
    const onStepChange = vi.fn()
    const { unmount } = render(
      <Stepper steps={steps} current={0} onStepChange={onStepChange}>
        body
      </Stepper>,
    )
    fireEvent.click(next())
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(onStepChange).not.toHaveBeenCalled()
  })
})
