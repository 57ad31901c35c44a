import { useContext, useInsertionEffect } from 'react'
import { adoptStyleSheet, type StyleLayer } from './adopt-style-sheet.ts'
import { StyleRootContext, StyleSheetsDrawn } from './style-root.ts'

/**
 * How the kit ships CSS into shadow roots: each component renders `<StyleSheet name css />` with
 * its own `?inline` CSS. The CSS becomes one constructed `CSSStyleSheet` per name for the whole
 * page, adopted into the shadow root of the element the component renders in (the document outside
 * an element), once per root: ten tables on a page, across any number of elements, cost one sheet.
 * No `<style>` element is made, so the page's CSP needs no style-src 'unsafe-inline'. Adopted
 * before layout and paint, so nothing shows unstyled. Tokens and base rules come first (layer
 * `base`, rendered by ThemeRoot), component rules after (`kit`).
 */
export function StyleSheet({
  name,
  css,
  layer = 'kit',
}: {
  name: string
  css: string
  layer?: StyleLayer
}) {
  const root = useContext(StyleRootContext)
  // The build's server render has no root to adopt into: it writes what was drawn to frame.css.
  useContext(StyleSheetsDrawn)?.({ name, css, layer })
  useInsertionEffect(() => {
    adoptStyleSheet(root ?? document, { name, css, layer })
  }, [root, name, css, layer])
  return null
}
