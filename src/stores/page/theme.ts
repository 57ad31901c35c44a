import { persistentValue } from './persistent-value.ts'
import { THEMES, type Theme } from '../../lib/themes.ts'

export const THEME_CHOICES = THEMES
export type ThemeChoice = Theme

function readThemeChoice(value: unknown): ThemeChoice | undefined {
  return THEME_CHOICES.find((choice) => choice === value)
}

/** The theme the user chose; `system` follows the operating system. */
export const $themeChoice = persistentValue<ThemeChoice>('codex-theme', readThemeChoice, 'system')

export function setThemeChoice(raw: string): boolean {
  const choice = readThemeChoice(raw)
  if (choice === undefined) return false
  $themeChoice.set(choice)
  return true
}
