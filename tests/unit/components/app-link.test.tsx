import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { AppLink } from '../../../src/components/link/app-link.tsx'

afterEach(cleanup)

describe('AppLink', () => {
  it('moves the app on a plain click and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn()
    render(
      <AppLink href="#/dashboard/help" onNavigate={onNavigate} current="page">
        Help
      </AppLink>,
    )
    const link = screen.getByRole('link', { name: 'Help' })
    expect(link.getAttribute('href')).toBe('#/dashboard/help')
    expect(link.getAttribute('aria-current')).toBe('page')
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(onNavigate).not.toHaveBeenCalled()
    expect(fireEvent.click(link)).toBe(false)
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('stays visible but leads nowhere when disabled', () => {
    const onNavigate = vi.fn()
    render(
      <AppLink href="/x" onNavigate={onNavigate} disabled label="Next">
        →
      </AppLink>,
    )
    const link = screen.getByRole('link', { name: 'Next' })
    expect(link.getAttribute('aria-disabled')).toBe('true')
    expect(link.hasAttribute('href')).toBe(false)
    fireEvent.click(link)
    expect(onNavigate).not.toHaveBeenCalled()
  })
})
