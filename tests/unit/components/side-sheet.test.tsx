import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'
import { SideSheet } from '../../../src/components/side-sheet/side-sheet.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function FileDetails({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Details</button>
      <SideSheet
        open={open}
        title="File details"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      >
        <button data-autofocus>Copy CID</button>
        <button>Download</button>
      </SideSheet>
    </>
  )
}

function openSheet() {
  const opener = screen.getByRole('button', { name: 'Details' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('SideSheet', () => {
  it('opens as a labelled modal dialog and focuses [data-autofocus]', () => {
    render(<FileDetails />)
    openSheet()
    expect(screen.getByRole('dialog', { name: 'File details' }).getAttribute('aria-modal')).toBe(
      'true',
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy CID' }))
  })

  it('closes on Escape after its 250 ms slide and refocuses the opener', () => {
    const onClose = vi.fn()
    render(<FileDetails onClose={onClose} />)
    const opener = openSheet()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Download' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    act(() => vi.advanceTimersByTime(249))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click', () => {
    const onClose = vi.fn()
    const { container } = render(<FileDetails onClose={onClose} />)
    openSheet()
    fireEvent.click(container.querySelector('.vault-sheet__backdrop')!)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('wraps Tab inside the sheet', () => {
    render(<FileDetails />)
    openSheet()
    const download = screen.getByRole('button', { name: 'Download' })
    download.focus()
    fireEvent.keyDown(download, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })
})
