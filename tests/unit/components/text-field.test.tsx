import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { TextField } from '../../../src/components/text-field/text-field.tsx'

afterEach(cleanup)

function describedBy(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)!.textContent)
}

describe('TextField', () => {
  it('labels the input and passes input props through', () => {
    const onChange = vi.fn()
    render(<TextField label="Folder name" maxLength={9} value="" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Folder name' }) as HTMLInputElement
    expect(input.maxLength).toBe(9)
    fireEvent.change(input, { target: { value: 'photos' } })
    expect(onChange).toHaveBeenCalledOnce()
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
  })

  it('describes the input with the hint, and with the error once there is one', () => {
    const { rerender } = render(<TextField label="Folder name" hint="Letters and digits" />)
    const input = screen.getByRole('textbox', { name: 'Folder name' })
    expect(describedBy(input)).toEqual(['Letters and digits'])
    rerender(
      <TextField
        label="Folder name"
        hint="Letters and digits"
        error="9 alpha characters maximum"
      />,
    )
    expect(describedBy(input)).toEqual(['Letters and digits', '9 alpha characters maximum'])
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
