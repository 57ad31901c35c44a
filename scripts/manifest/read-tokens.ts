import { readFileSync } from 'node:fs'

export interface TokenInfo {
  name: string
  /** The light theme's value. */
  default: string
  /** The dark theme's value, where it differs. */
  dark?: string
}

const GROUPS: [RegExp, string][] = [
  [/^--vault-color-/, 'colour'],
  [/^--vault-chart-/, 'chart colour'],
  [/^--vault-space-/, 'spacing step'],
  [/^--vault-radius-/, 'corner radius'],
  [/^--vault-font-size-/, 'font size'],
  [/^--vault-font-/, 'font family'],
  [/^--vault-line-height/, 'line height'],
  [/^--vault-shadow-/, 'shadow'],
  [/^--vault-focus-/, 'focus ring'],
  [/^--vault-duration-/, 'animation duration'],
  [/^--vault-z-/, 'stacking order'],
]

/** A short description of a token from its family, e.g. `colour: accent hover`. */
export function tokenDescription(token: TokenInfo): string {
  const [pattern, family] = GROUPS.find(([test]) => test.test(token.name)) ?? [/^--vault-/, 'token']
  const what = token.name.replace(pattern, '').replace(/-/g, ' ')
  const dark = token.dark ? ` (dark theme: \`${token.dark}\`)` : ''
  return `${family}${what ? `: ${what}` : ''}${dark}`
}

function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of block.matchAll(/(--vault-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim())
  }
  return found
}

function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`tokens.css has no \`${selector} {\` rule`)
  return css.slice(start, css.indexOf('}', start))
}

/** The `--vault-*` design tokens of src/styles/tokens.css, with their light and dark values. */
export function readTokens(tokensFile: string): TokenInfo[] {
  const css = readFileSync(tokensFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const light = declarations(ruleBody(css, '.vault-theme'))
  const dark = declarations(ruleBody(css, ".vault-theme[data-theme='dark']"))
  return [...light].map(([name, value]) => {
    const darkValue = dark.get(name)
    return darkValue && darkValue !== value
      ? { name, default: value, dark: darkValue }
      : { name, default: value }
  })
}
