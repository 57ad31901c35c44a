import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { parseTheme } from '../../../src/styles/theme.ts'

afterEach(cleanup)

// Vitest empties CSS imports, so the stylesheet is read from disk.
const tokensCss = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8')

function declarations(block: string) {
  return block
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('--vault-') || line.startsWith('color-scheme'))
}

function blockAfter(selector: string) {
  const start = tokensCss.indexOf('{', tokensCss.indexOf(selector))
  return tokensCss.slice(start + 1, tokensCss.indexOf('}', start))
}

describe('theme', () => {
  it('accepts only known themes and falls back to the system', () => {
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('system')).toBe('system')
    expect(parseTheme('DARK')).toBe('system')
    expect(parseTheme(null)).toBe('system')
    expect(parseTheme({})).toBe('system')
  })

  it('sets data-theme only for a chosen theme', () => {
    const { container, rerender } = render(<ThemeRoot theme="dark">x</ThemeRoot>)
    const root = container.querySelector('.vault-theme')!
    expect(root.getAttribute('data-theme')).toBe('dark')
    rerender(<ThemeRoot theme="system">x</ThemeRoot>)
    expect(root.hasAttribute('data-theme')).toBe(false)
    rerender(<ThemeRoot>x</ThemeRoot>)
    expect(root.hasAttribute('data-theme')).toBe(false)
  })

  it('keeps the chosen dark theme and the system dark theme identical', () => {
    const chosen = declarations(blockAfter(".vault-theme[data-theme='dark']"))
    const system = declarations(blockAfter(".vault-theme:not([data-theme='light'])"))
    expect(chosen.length).toBeGreaterThan(20)
    expect(system).toEqual(chosen)
  })
})
