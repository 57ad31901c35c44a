import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'
import { Modal } from '../../../src/components/modal/modal.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Disclaimer({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Read the disclaimer</button>
      <Modal
        open={open}
        title="Disclaimer"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        footer={<button onClick={() => setOpen(false)}>I understand</button>}
      >
        <p>Provided as is.</p>
        <a href="#terms">Terms</a>
      </Modal>
    </>
  )
}

function openDisclaimer() {
  const opener = screen.getByRole('button', { name: 'Read the disclaimer' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Disclaimer />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('Provided as is.')).toBeNull()
  })

  it('is a labelled modal dialog that takes focus when it opens', () => {
    render(<Disclaimer />)
    openDisclaimer()
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(dialog)
  })

  it('closes 250 ms after Escape and gives focus back to the opener', () => {
    const onClose = vi.fn()
    render(<Disclaimer onClose={onClose} />)
    const opener = openDisclaimer()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    act(() => vi.advanceTimersByTime(249))
    expect(screen.getByRole('dialog').closest('[data-state]')!.getAttribute('data-state')).toBe(
      'closing',
    )
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click and on its close button, once per request', () => {
    const onClose = vi.fn()
    const { container } = render(<Disclaimer onClose={onClose} />)
    openDisclaimer()
    fireEvent.click(container.querySelector('.vault-modal__backdrop')!)
    fireEvent.click(container.querySelector('.vault-modal__backdrop')!)
    expect(onClose).toHaveBeenCalledOnce()
    act(() => vi.advanceTimersByTime(250))
    openDisclaimer()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('does not close on clicks inside the dialog', () => {
    const onClose = vi.fn()
    render(<Disclaimer onClose={onClose} />)
    openDisclaimer()
    fireEvent.click(screen.getByText('Provided as is.'))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    render(<Disclaimer />)
    openDisclaimer()
    const dialog = screen.getByRole('dialog')
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'I understand' })
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('brings focus back inside when something outside takes it', () => {
    render(<Disclaimer />)
    const opener = openDisclaimer()
    opener.focus()
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
  })

  it('reopening during the exit cancels it', () => {
    render(<Disclaimer />)
    openDisclaimer()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    act(() => vi.advanceTimersByTime(100))
    fireEvent.click(screen.getByRole('button', { name: 'Read the disclaimer' }))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('dialog').closest('[data-state]')!.getAttribute('data-state')).toBe(
      'open',
    )
  })
})
