import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { CidForm } from '../../../src/components/cid-form/cid-form.tsx'

afterEach(cleanup)

function renderForm(props: Partial<Parameters<typeof CidForm>[0]> = {}) {
  const onValueChange = vi.fn()
  const onSubmit = vi.fn()
  render(
    <CidForm
      title="Download"
      submitLabel="Download"
      value="zDv"
      onValueChange={onValueChange}
      onSubmit={onSubmit}
      {...props}
    />,
  )
  return { onValueChange, onSubmit }
}

describe('CidForm', () => {
  it('is a section named by its title, with a labelled CID field and a submit button', () => {
    const { onValueChange, onSubmit } = renderForm()
    expect(screen.getByRole('region', { name: 'Download' })).toBeTruthy()
    const field = screen.getByLabelText('CID') as HTMLInputElement
    expect(field.value).toBe('zDv')
    expect(field.getAttribute('aria-invalid')).toBe('false')
    fireEvent.change(field, { target: { value: 'zDvZ' } })
    expect(onValueChange).toHaveBeenCalledWith('zDvZ')
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('shows an error as an alert that describes the field', () => {
    renderForm({ error: 'This is not a valid CID.' })
    const field = screen.getByLabelText('CID')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('This is not a valid CID.')
    const outcome = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(outcome?.textContent).toBe('This is not a valid CID.')
  })

  it('shows a result, and while busy disables the submit button', () => {
    renderForm({ submitLabel: 'Fetching…', busy: true, result: 'Fetched a.txt (5 B)' })
    expect(screen.getByText('Fetched a.txt (5 B)')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    const button = screen.getByRole('button', { name: 'Fetching…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })
})
