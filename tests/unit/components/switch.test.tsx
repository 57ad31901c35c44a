import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Switch } from '../../../src/components/switch/switch.tsx'

afterEach(cleanup)

describe('Switch', () => {
  it('is a switch named by its label that asks for the other value when pressed', () => {
    const onChange = vi.fn()
    render(<Switch aria-label="backup enabled" checked onChange={onChange} />)
    const toggle = screen.getByRole('switch', { name: 'backup enabled' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(toggle.getAttribute('type')).toBe('button')
    fireEvent.click(toggle)
    expect(onChange).toHaveBeenCalledWith(false)
  })

  it('ignores presses while busy, yet stays focusable', () => {
    const onChange = vi.fn()
    render(<Switch aria-label="backup enabled" checked={false} busy onChange={onChange} />)
    const toggle = screen.getByRole('switch', { name: 'backup enabled' }) as HTMLButtonElement
    expect(toggle.disabled).toBe(false)
    expect(toggle.getAttribute('aria-disabled')).toBe('true')
    expect(toggle.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(toggle)
    expect(onChange).not.toHaveBeenCalled()
  })
})
