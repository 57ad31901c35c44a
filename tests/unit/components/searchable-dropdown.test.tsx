import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { render } from '../../support/render-kit.tsx'
import { SearchableDropdown } from '../../../src/components/dropdown/searchable-dropdown.tsx'
import { filterOptions } from '../../../src/components/dropdown/filter-options.ts'

const levels = ['TRACE', 'DEBUG', 'INFO', 'NOTICE', 'WARN', 'ERROR', 'FATAL'].map((level) => ({
  value: level,
  label: level,
}))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function LogLevel({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('DEBUG')
  return (
    <SearchableDropdown
      label="Log level"
      options={levels}
      value={value}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

const input = () => screen.getByRole('combobox', { name: 'Log level' }) as HTMLInputElement
const listbox = () => screen.getByRole('listbox', { hidden: true })
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('filterOptions', () => {
  it('matches labels by substring, ignoring case and spaces', () => {
    expect(filterOptions(levels, ' r ').map((o) => o.value)).toEqual(['TRACE', 'WARN', 'ERROR'])
    expect(filterOptions(levels, '')).toBe(levels)
  })
})

describe('SearchableDropdown', () => {
  it('shows the chosen label and a closed listbox', () => {
    render(<LogLevel />)
    expect(input().value).toBe('DEBUG')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-controls')).toBe(listbox().id)
    expect(listbox().hidden).toBe(true)
  })

  it('filters as you type and says No results found when nothing matches', () => {
    render(<LogLevel />)
    fireEvent.change(input(), { target: { value: 'er' } })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(optionNames()).toEqual(['ERROR'])
    fireEvent.change(input(), { target: { value: 'zzz' } })
    expect(optionNames()).toEqual(['No results found'])
    expect(screen.getByRole('option').getAttribute('aria-disabled')).toBe('true')
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
  })

  it('picks with the arrow keys and Enter', () => {
    const onChange = vi.fn()
    render(<LogLevel onChange={onChange} />)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(optionNames()).toHaveLength(7)
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant')!)
    expect(active()!.textContent).toBe('DEBUG')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(active()!.textContent).toBe('NOTICE')
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(onChange).toHaveBeenCalledExactlyOnceWith('INFO')
    expect(input().value).toBe('INFO')
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('wraps from the last option to the first', () => {
    render(<LogLevel />)
    fireEvent.change(input(), { target: { value: 'e' } })
    expect(optionNames()).toEqual(['TRACE', 'DEBUG', 'NOTICE', 'ERROR'])
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(input().value).toBe('ERROR')
  })

  it('closes on Escape, keeps the choice and does not let Escape reach a dialog', () => {
    const onDialogKey = vi.fn()
    render(
      <div onKeyDown={onDialogKey}>
        <LogLevel />
      </div>,
    )
    fireEvent.change(input(), { target: { value: 'fa' } })
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().value).toBe('DEBUG')
    expect(onDialogKey).not.toHaveBeenCalled()
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(onDialogKey).toHaveBeenCalledOnce()
  })

  it('closes 150 ms after losing focus, not before', () => {
    render(<LogLevel />)
    fireEvent.click(input())
    expect(input().getAttribute('aria-expanded')).toBe('true')
    fireEvent.blur(input())
    act(() => vi.advanceTimersByTime(149))
    expect(input().getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open when focus comes back within 150 ms, and picks by click', () => {
    const onChange = vi.fn()
    render(<LogLevel onChange={onChange} />)
    fireEvent.click(input())
    fireEvent.blur(input())
    act(() => vi.advanceTimersByTime(100))
    fireEvent.focus(input())
    act(() => vi.advanceTimersByTime(500))
    expect(input().getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('option', { name: 'WARN' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('WARN')
  })

  it('describes the input with its hint and error', () => {
    render(
      <SearchableDropdown
        label="File"
        options={[]}
        value={null}
        onChange={() => {}}
        hint="Pick an uploaded file"
        error="Choose a file"
      />,
    )
    const combobox = screen.getByRole('combobox', { name: 'File' })
    expect(combobox.getAttribute('aria-invalid')).toBe('true')
    const described = combobox
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
    expect(described).toEqual(['Pick an uploaded file', 'Choose a file'])
  })
})
