const STYLE_ATTRIBUTE = / style="([^"]*)"/g

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * The page's CSP (style-src 'self') refuses style attributes in markup, though it lets a script
 * set the same styles: each distinct one of a server-rendered frame becomes a rule of its
 * stylesheet instead, on a data attribute, `!important` as an inline style outranks the sheets.
 */
export function stylesAsRules(markup: string): { markup: string; styles: string } {
  const rules = new Map<string, number>()
  const moved = markup.replace(STYLE_ATTRIBUTE, (_, style: string) => {
    let index = rules.get(style)
    if (index === undefined) rules.set(style, (index = rules.size))
    return ` data-frame-style="${index}"`
  })
  const css = [...rules].map(([style, index]) => {
    const declarations = style
      .replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!)
      .split(';')
      .filter((declaration) => declaration.trim())
      .map((declaration) => `${declaration} !important;`)
    return `[data-frame-style="${index}"] { ${declarations.join(' ')} }`
  })
  return { markup: moved, styles: css.join('\n') }
}
