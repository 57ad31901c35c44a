import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import tokensCss from '../../../src/styles/tokens.css?inline'
import baseCss from '../../../src/styles/base.css?inline'
import cardCss from '../../../src/components/card/card.css?inline'
import storageCardCss from '../../../src/features/storage-card/storage-card.css?inline'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  return sheet
}

function rulesOf(sheet: CSSStyleSheet): string {
  return [...sheet.cssRules].map((rule) => rule.cssText).join('\n')
}

/** Where the sheet with these rules sits in the root's adopted sheets (-1 when absent). */
function positionOf(root: ShadowRoot, css: string): number {
  const rules = rulesOf(sheetOf(css))
  return root.adoptedStyleSheets.findIndex((sheet) => rulesOf(sheet) === rules)
}

async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  await waitFor(() => screenOf(element).queryByRole('heading', { name: 'Storage' }))
  return element.shadowRoot!
}

describe("the vault's stylesheets, adopted into each element's shadow root", () => {
  afterEach(() => {
    cleanup()
    document.adoptedStyleSheets = []
  })

  it('shares one sheet per name across elements, base before kit, each once, beside the page’s own', async () => {
    fakeNodeClient()
    const pageSheet = sheetOf('body { margin: 3px }')
    document.adoptedStyleSheets = [pageSheet]
    // A library that adopted a sheet into the shadow root before the element rendered.
    const first = document.createElement('vault-node-space')
    const librarySheet = sheetOf('.library-rule { color: rgb(1, 2, 3) }')
    first.shadowRoot!.adoptedStyleSheets = [librarySheet]
    document.body.append(first)
    const second = mount<HTMLElement>('<vault-node-space></vault-node-space>')
    const [firstRoot, secondRoot] = [await rendered(first), await rendered(second)]

    for (const root of [firstRoot, secondRoot]) {
      const [tokens, base, host, card, storageCard] = [
        tokensCss,
        baseCss,
        ':host { display: block }',
        cardCss,
        storageCardCss,
      ].map((css) => positionOf(root, css))
      // The library's sheet keeps its place; then tokens, base rules and :host, then the kit's.
      const start = root === firstRoot ? 1 : 0
      expect([tokens, base, host]).to.deep.equal([start, start + 1, start + 2])
      expect(card).to.be.greaterThan(host!)
      expect(storageCard).to.be.greaterThan(host!)
      // The card's sheet once, though Card and its Details action both render it.
      expect(new Set(root.adoptedStyleSheets).size).to.equal(root.adoptedStyleSheets.length)
      expect(root.querySelector('style')).to.equal(null)
    }
    expect(firstRoot.adoptedStyleSheets[0]).to.equal(librarySheet)
    // The very same sheet objects in both roots (the first may hold more: it also showed loading).
    expect(firstRoot.adoptedStyleSheets).to.include.members(secondRoot.adoptedStyleSheets)
    expect(document.adoptedStyleSheets).to.have.ordered.members([pageSheet])
    const style = getComputedStyle(secondRoot.querySelector('.vault-card')!)
    expect([style.paddingTop, style.borderTopWidth, style.borderTopStyle]).to.deep.equal([
      '16px',
      '1px',
      'solid',
    ])
  })
})
