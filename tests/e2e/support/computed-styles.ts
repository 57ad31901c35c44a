// Reads computed styles inside and outside the vault widgets of a page, to show that a host page's
// CSS changes nothing inside a widget and that the widgets change nothing outside.
import type { Page } from '@playwright/test'

/** Text and box properties a host page's rules could reach, by inheritance or by matching. */
export const STYLE_PROPERTIES = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'cursor',
  'display',
  'box-sizing',
  'outline-style',
  'background-color',
  'border-top-style',
  'visibility',
]

export type StyleSnapshot = Record<string, Record<string, string>>

/**
 * The styles of the first heading, paragraph/label, button and input in each widget's shadow
 * root, and of its theme root, keyed `tag#index selector`.
 */
export function widgetStyles(page: Page): Promise<StyleSnapshot> {
  return page.evaluate((properties) => {
    const snapshot: Record<string, Record<string, string>> = {}
    const widgets = [...document.querySelectorAll('*')].filter((el) =>
      el.tagName.startsWith('VAULT-'),
    )
    widgets.forEach((widget, index) => {
      for (const selector of ['.vault-theme', 'h2, h3', 'p, label', 'button', 'input, select']) {
        const element = widget.shadowRoot?.querySelector(selector)
        if (!element) continue
        const style = getComputedStyle(element)
        snapshot[`${widget.tagName.toLowerCase()}#${index} ${selector}`] = Object.fromEntries(
          properties.map((property) => [property, style.getPropertyValue(property)]),
        )
      }
    })
    return snapshot
  }, STYLE_PROPERTIES)
}

/** The styles of the host page's own elements, and what the document holds in its head. */
export function hostStyles(page: Page, selectors: string[]): Promise<StyleSnapshot> {
  return page.evaluate(
    ({ selectors, properties }) => {
      const snapshot: Record<string, Record<string, string>> = {}
      for (const selector of selectors) {
        const element = document.querySelector(selector)
        if (!element) throw new Error(`no ${selector} on the host page`)
        const style = getComputedStyle(element)
        snapshot[selector] = Object.fromEntries(
          [...properties, 'margin-top', 'padding-top'].map((p) => [p, style.getPropertyValue(p)]),
        )
      }
      snapshot.document = {
        headStyles: String(document.head.querySelectorAll('style, link[rel=stylesheet]').length),
        adoptedStyleSheets: String(document.adoptedStyleSheets.length),
        bodyStyles: String(document.body.querySelectorAll(':scope > style').length),
        htmlAttributes: document.documentElement.getAttributeNames().join(' '),
        bodyAttributes: document.body.getAttributeNames().join(' '),
      }
      return snapshot
    },
    { selectors, properties: STYLE_PROPERTIES },
  )
}
