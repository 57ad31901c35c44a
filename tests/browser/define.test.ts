import { expect } from 'chai'
import { define, upgrading } from '../../src/elements/define.ts'

describe('define', () => {
  it('registers a tag once and keeps the first class', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    define('vault-define-probe', First)
    define('vault-define-probe', First)
    const warn = console.warn
    let warned = ''
    console.warn = (message: string) => (warned = message)
    define('vault-define-probe', Second)
    console.warn = warn
    expect(customElements.get('vault-define-probe')).to.equal(First)
    expect(warned).to.contain('<vault-define-probe> is already defined')
  })

  it('warns once for a second copy of the bundle, not once per tag it brings', () => {
    class Other extends HTMLElement {}
    define('vault-define-probe-a', class extends HTMLElement {})
    define('vault-define-probe-b', class extends HTMLElement {})
    const warn = console.warn
    const warnings: string[] = []
    console.warn = (message: string) => warnings.push(message)
    define('vault-define-probe-a', Other)
    define('vault-define-probe-b', Other)
    console.warn = warn
    expect(warnings).to.have.length(0) // this copy already warned in the test above
    expect(customElements.get('vault-define-probe-b')).not.to.equal(Other)
  })

  it('a definition that throws leaves no later element taken for an upgraded one', () => {
    expect(() => define('not_a_valid_tag', class extends HTMLElement {})).to.throw()
    expect(upgrading).to.equal(false)
  })
})
