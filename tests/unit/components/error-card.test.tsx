import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ErrorCard } from '../../../src/components/error-card/error-card.tsx'
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
