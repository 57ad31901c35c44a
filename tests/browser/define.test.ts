import { expect } from 'chai'
import { define } from '../../src/elements/define.ts'

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
})
