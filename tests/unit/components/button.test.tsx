import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Button } from '../../../src/components/button/button.tsx'
import { Icon } from '../../../src/components/icon/icon.tsx'
import { Spinner } from '../../../src/components/spinner/spinner.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('is a plain button that never submits a form by default', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('ignores presses, is busy and spins while loading, yet stays focusable', () => {
    const onClick = vi.fn()
    render(
      <Button loading icon="upload" onClick={onClick}>
        Upload
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('.vault-spinner')).not.toBeNull()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('does not submit its form while loading', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading>
          Create
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('takes its name from aria-label when it shows only an icon', () => {
    render(<Button icon="close" aria-label="Close" />)
    const button = screen.getByRole('button', { name: 'Close' })
    expect(button.className).toContain('vault-button--icon')
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('Icon and Spinner', () => {
  it('are decorative unless labelled', () => {
    render(
      <>
        <Icon name="check" />
        <Icon name="error" label="Failed" />
        <Spinner />
        <Spinner label="Loading" />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Failed' })).toBeTruthy()
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })
})
