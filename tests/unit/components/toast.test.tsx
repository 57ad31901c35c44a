import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'

const politeRegion = () => document.querySelector<HTMLElement>('[aria-live="polite"]')!
const assertiveRegion = () => document.querySelector<HTMLElement>('[aria-live="assertive"]')!
import {
  ToastStack,
  preloadToasts,
  type ToastMessage,
} from '../../../src/components/toast/toast-stack.tsx'

const saved: ToastMessage = { id: 'a', variant: 'success', message: 'CID copied to the clipboard.' }
const failed: ToastMessage = { id: 'b', variant: 'error', message: '<b>node said no</b>' }

// A page loads the toasts with its first one; loaded, they render in the same pass.
beforeAll(preloadToasts)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('ToastStack', () => {
  it('shows the title and the message, as text', () => {
    render(<ToastStack toasts={[saved, failed]} onDismiss={() => {}} />)
    expect(politeRegion().textContent).toBe('successCID copied to the clipboard.')
    const alert = assertiveRegion()
    expect(alert.textContent).toBe('error<b>node said no</b>')
    expect(alert.querySelector('b')).toBeNull()
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()
  })

  it('asks to hide each toast after 3000 ms', () => {
    const onDismiss = vi.fn()
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />)
    act(() => vi.advanceTimersByTime(2999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a')
  })

  it('does not restart the countdown when the parent re-renders', () => {
    const onDismiss = vi.fn()
    const { rerender } = render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />)
    act(() => vi.advanceTimersByTime(2000))
    rerender(<ToastStack toasts={[saved]} onDismiss={(id) => onDismiss(id)} />)
    act(() => vi.advanceTimersByTime(1000))
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a')
  })

  it('waits while the pointer rests on it, then counts 3000 ms again', () => {
    const onDismiss = vi.fn()
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />)
    const toast = politeRegion().firstElementChild!
    act(() => vi.advanceTimersByTime(2500))
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(10000))
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.mouseLeave(toast)
    act(() => vi.advanceTimersByTime(2999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('can be dismissed at once with its close button', () => {
    const onDismiss = vi.fn()
    render(<ToastStack toasts={[saved, failed]} onDismiss={onDismiss} />)
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!)
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('keeps its live regions mounted while empty, so the first toast is announced', () => {
    const { rerender } = render(<ToastStack toasts={[]} onDismiss={() => {}} />)
    const polite = politeRegion()
    const assertive = assertiveRegion()
    rerender(<ToastStack toasts={[saved, failed]} onDismiss={() => {}} />)
    expect(politeRegion()).toBe(polite)
    expect(assertiveRegion()).toBe(assertive)
    expect(assertive.textContent).toBe('error<b>node said no</b>')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('stops its timer when it is removed', () => {
    const onDismiss = vi.fn()
    const { rerender } = render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />)
    rerender(<ToastStack toasts={[]} onDismiss={onDismiss} />)
    act(() => vi.advanceTimersByTime(5000))
    expect(onDismiss).not.toHaveBeenCalled()
  })
})
