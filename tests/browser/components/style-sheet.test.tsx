import { expect } from 'chai'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { StyleSheet } from '../../../src/styles/style-sheet.tsx'
import { mount, unmountAll } from './mount.tsx'

const KIT = '.probe { color: rgb(0, 0, 1) }'
const BASE = '.probe { color: rgb(0, 0, 2) }'

function rulesOf(sheets: readonly CSSStyleSheet[]): string[] {
  return sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join())
}

describe('<StyleSheet>', () => {
  afterEach(async () => {
    await unmountAll()
    document.adoptedStyleSheets = []
  })

  it('puts a base sheet before a kit sheet that landed first, so kit rules win', async () => {
    const { shadow } = await mount(
      <>
        <StyleSheet name="probe-kit" css={KIT} />
        <p className="probe">Probe</p>
        <StyleSheet name="probe-base" css={BASE} layer="base" />
      </>,
    )
    expect(rulesOf(shadow.adoptedStyleSheets)).to.deep.equal([
      '.probe { color: rgb(0, 0, 2); }',
      '.probe { color: rgb(0, 0, 1); }',
    ])
    expect(getComputedStyle(shadow.querySelector('.probe')!).color).to.equal('rgb(0, 0, 1)')
  })

  it('is adopted by the document, beside the page’s own sheets, outside an element', async () => {
    const pageSheet = new CSSStyleSheet()
    pageSheet.replaceSync('.page { color: rgb(0, 0, 3) }')
    document.adoptedStyleSheets = [pageSheet]
    const holder = document.createElement('div')
    document.body.append(holder)
    const root = createRoot(holder)
    await act(async () =>
      root.render(
        <>
          <StyleSheet name="probe-document" css={KIT} />
          <p className="probe">Probe</p>
        </>,
      ),
    )
    expect(document.adoptedStyleSheets[0]).to.equal(pageSheet)
    expect(rulesOf(document.adoptedStyleSheets)).to.deep.equal([
      '.page { color: rgb(0, 0, 3); }',
      '.probe { color: rgb(0, 0, 1); }',
    ])
    expect(getComputedStyle(holder.querySelector('.probe')!).color).to.equal('rgb(0, 0, 1)')
    await act(async () => root.unmount())
    holder.remove()
  })
})
