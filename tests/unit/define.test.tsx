import { describe, expect, it, vi } from 'vitest'
import { define } from '../../src/elements/define.ts'

describe('define', () => {
  it('does not throw when another class already owns the tag', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    define('vault-unit-probe', First)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => define('vault-unit-probe', Second)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    expect(customElements.get('vault-unit-probe')).toBe(First)
  })
})
