import type { ReactNode } from 'react'
import tokensCss from './tokens.css?inline'
import baseCss from './base.css?inline'
import { StyleSheet } from './style-sheet.tsx'
import type { Theme } from './theme.ts'

/**
 * The inner root of every element: defines the `--vault-*` tokens, base rules and the theme.
 * Overlays (modal, sheet, toasts) render inside it, so they inherit the tokens.
 */
export function ThemeRoot({
  theme = 'system',
  className,
  children,
}: {
  theme?: Theme
  className?: string
  children?: ReactNode
}) {
  return (
    <div
      className={className ? `vault-theme ${className}` : 'vault-theme'}
      data-theme={theme === 'system' ? undefined : theme}
    >
      <StyleSheet name="tokens" css={tokensCss} layer="base" />
      <StyleSheet name="base" css={baseCss} layer="base" />
      {children}
    </div>
  )
}
