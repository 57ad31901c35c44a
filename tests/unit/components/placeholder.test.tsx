import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Placeholder } from '../../../src/components/placeholder/placeholder.tsx'

afterEach(cleanup)

describe('Placeholder', () => {
  it('shows a title and message, with a Retry button only when retry is possible', () => {
    const { rerender } = render(
      <Placeholder title="No reservation" message="You don't have any reservation yet." />,
    )
    expect(screen.getByRole('heading', { name: 'No reservation', level: 3 })).toBeTruthy()
    expect(screen.getByText("You don't have any reservation yet.")).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    const onRetry = vi.fn()
    rerender(<Placeholder title="Node unreachable" onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('blocks repeated retries while one is under way', () => {
    const onRetry = vi.fn()
    render(<Placeholder title="Node unreachable" onRetry={onRetry} retrying />)
    const retry = screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement
    expect(retry.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(retry)
    expect(onRetry).not.toHaveBeenCalled()
  })
})
