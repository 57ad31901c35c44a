import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ErrorCard, STALE_NOTE } from '../../../src/components/error-card/error-card.tsx'
import { QueryErrorCard } from '../../../src/components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../../src/components/error-card/error-subtitles.ts'

afterEach(cleanup)

describe('ErrorCard', () => {
  it('exports the spec subtitles word for word', () => {
    expect(Object.values(ERROR_SUBTITLES)).toEqual([
      'Cannot retrieve the data.',
      'Error when trying to create storage request.',
      'Error when trying to create availability.',
      'Error when retrieving reservations.',
      'The availability does not exist',
    ])
  })

  it('shows Error, the subtitle and the message, and announces them', () => {
    render(<ErrorCard subtitle={ERROR_SUBTITLES.retrieveData} message="connection refused" />)
    const alert = screen.getByRole('alert')
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy()
    expect(alert.textContent).toBe('ErrorCannot retrieve the data.connection refused')
  })

  it('renders a hostile message as text', () => {
    render(<ErrorCard message={'<img src=x onerror="alert(1)">'} />)
    expect(screen.getByRole('alert').querySelector('img')).toBeNull()
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy()
  })

  it('offers Retry when given a callback', () => {
    const onRetry = vi.fn()
    render(<ErrorCard message="timeout" onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

describe('QueryErrorCard', () => {
  const subtitle = ERROR_SUBTITLES.retrieveData
  it('shows nothing while loading or while the data is current', () => {
    const { container } = render(
      <>
        <QueryErrorCard query={{ state: 'loading' }} subtitle={subtitle} onRetry={() => {}} />
        <QueryErrorCard
          query={{ state: 'ready', stale: false, error: undefined }}
          subtitle={subtitle}
          onRetry={() => {}}
        />
      </>,
    )
    expect(container.textContent).toBe('')
  })

  it('shows the card alone when nothing could be read, and says stale data is not current', () => {
    const onRetry = vi.fn()
    render(
      <QueryErrorCard
        query={{ state: 'error', error: { message: 'Failed to fetch' } }}
        subtitle={subtitle}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      `ErrorCannot retrieve the data.Failed to fetchRetry`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    cleanup()
    render(
      <QueryErrorCard
        query={{ state: 'ready', stale: true, error: { message: 'boom' } }}
        subtitle={subtitle}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(`boom${STALE_NOTE}`)
  })
})
