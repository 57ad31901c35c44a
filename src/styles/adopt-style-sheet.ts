import type { StyleRoot } from './style-root.ts'

/** Base sheets (tokens, base rules) come before every kit sheet, so kit rules win over base ones. */
export type StyleLayer = 'base' | 'kit'

export interface SharedStyleSheet {
  name: string
  css: string
  layer: StyleLayer
}

/** One sheet per name per document: a constructed sheet can only be adopted in its own document. */
const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>()
const kitSheets = new WeakSet<CSSStyleSheet>()

function documentOf(root: StyleRoot): Document {
  return 'host' in root ? root.ownerDocument : root
}

function sharedSheet(document: Document, { name, css, layer }: SharedStyleSheet) {
  let sheets = sheetsByDocument.get(document)
  if (!sheets) sheetsByDocument.set(document, (sheets = new Map()))
  let sheet = sheets.get(name)
  if (sheet) return sheet
  const Sheet = document.defaultView?.CSSStyleSheet
  if (!Sheet) return undefined
  sheet = new Sheet()
  sheet.replaceSync(css)
  if (layer === 'kit') kitSheets.add(sheet)
  sheets.set(name, sheet)
  return sheet
}

/**
 * Adopts the document's shared sheet for `name` into `root`, once. A base sheet goes before the
 * root's first kit sheet, a kit sheet last; sheets the page or another library adopted there stay.
 * Constructed sheets are not inline styles, so a CSP without style-src 'unsafe-inline' allows them.
 * Does nothing where adopted stylesheets are not supported.
 */
export function adoptStyleSheet(root: StyleRoot, shared: SharedStyleSheet): void {
  if (!('adoptedStyleSheets' in root)) return
  const sheet = sharedSheet(documentOf(root), shared)
  const adopted = root.adoptedStyleSheets
  if (!sheet || adopted.includes(sheet)) return
  const firstKit = shared.layer === 'base' ? adopted.findIndex((each) => kitSheets.has(each)) : -1
  root.adoptedStyleSheets =
    firstKit === -1
      ? [...adopted, sheet]
      : [...adopted.slice(0, firstKit), sheet, ...adopted.slice(firstKit)]
}
