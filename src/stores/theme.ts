import * as z from 'zod/mini'
import { persistentValue } from './persistent-value.ts'

import { THEMES, type Theme } from '../lib/themes.ts'

export const THEME_CHOICES = THEMES
export type ThemeChoice = Theme

/** The theme the user chose; `system` follows the operating system. */
export const $themeChoice = persistentValue<ThemeChoice>(
  'codex-theme',
  z.enum(THEME_CHOICES),
  'system',
)

export function setThemeChoice(raw: string): boolean {
  const parsed = z.enum(THEME_CHOICES).safeParse(raw)
  if (!parsed.success) return false
  $themeChoice.set(parsed.data)
  return true
}
