import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ErrorBoundary } from '../../../src/app/error-boundary.tsx'
import { resetEnvironment, setEnvironment } from '../../../src/stores/page/environment.ts'

function Broken(): never {
  throw new Error('The section fell over')
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    cleanup()
    resetEnvironment()
    vi.restoreAllMocks()
  })

  it('shows the error and its message instead of the screen, and reports it', () => {
    const reportError = vi.fn()
    setEnvironment({ reportError })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('The section fell over')
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy()
    expect(reportError).toHaveBeenCalledOnce()
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ message: 'The section fell over' })
  })

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })
})
