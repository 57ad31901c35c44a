import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'
import { CopyButton } from '../../../src/components/copy-button/copy-button.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })))
}

describe('CopyButton', () => {
  it('reads Copied for 3 s after a copy, and announces it', async () => {
    const onCopy = vi.fn(async () => true)
    render(<CopyButton onCopy={onCopy} label="Copy CID" />)
    await press('Copy CID')
    expect(onCopy).toHaveBeenCalledOnce()
    expect(screen.getByRole('button').textContent).toBe('Copied')
    expect(screen.getByRole('status').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button').textContent).toBe('Copy CID')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('restarts the 3 s when copied again', async () => {
    render(<CopyButton onCopy={() => true} />)
    await press('Copy')
    act(() => vi.advanceTimersByTime(2000))
    await press('Copied')
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('stays as it was when the copy fails, throws or rejects', async () => {
    const attempts = [
      () => false,
      () => Promise.reject(new Error('denied')),
      () => {
        throw new Error('no clipboard')
      },
    ]
    for (const onCopy of attempts) {
      render(<CopyButton onCopy={onCopy} />)
      await press('Copy')
      expect(screen.getByRole('button').textContent).toBe('Copy')
      cleanup()
    }
  })

  it('uses the label as the name when it shows only an icon', async () => {
    render(<CopyButton onCopy={() => true} label="Copy CID" iconOnly />)
    await press('Copy CID')
    expect(screen.getByRole('button', { name: 'Copied' }).textContent).toBe('')
  })
})
