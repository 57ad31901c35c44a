/**
 * Theme contract: the theme root element (ThemeRoot, class `vault-theme`) carries
 * `data-theme="light"` or `data-theme="dark"` when the user chose one; without the attribute it
 * follows `prefers-color-scheme`. Whoever stores the choice passes it to ThemeRoot's `theme` prop.
 */
import { THEMES, type Theme } from '../lib/themes.ts'

export type { Theme }

export const THEME_ATTRIBUTE = 'data-theme'

/** Narrows an untrusted value (attribute, storage) to a theme; anything else means `system`. */
export function parseTheme(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? 'system'
}
