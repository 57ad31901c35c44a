/** The themes a user may choose; `system` follows the operating system's light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const

export type Theme = (typeof THEMES)[number]
