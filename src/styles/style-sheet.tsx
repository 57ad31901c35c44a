/**
 * How the kit ships CSS into shadow roots: each component renders `<StyleSheet name css />` with
 * its own `?inline` CSS. React 19 hoists a `<style href precedence>` into the nearest root node (the
 * element's ShadowRoot, or the document) and keeps one copy per root and name, so ten tables on one
 * page cost one `<style>` in that shadow root, not ten. Tokens and base rules come first
 * (precedence `vault-base`, rendered by ThemeRoot), component rules after (`vault-kit`).
 */
export function StyleSheet({
  name,
  css,
  layer = 'kit',
}: {
  name: string
  css: string
  layer?: 'base' | 'kit'
}) {
  return (
    <style href={`vault-${name}`} precedence={`vault-${layer}`}>
      {css}
    </style>
  )
}
