import { describe, expect, it, vi } from 'vitest'
import { once } from '../../../src/lib/once.ts'

describe('once', () => {
  it('makes nothing until the first call, then answers that same value ever after', () => {
    const make = vi.fn(() => ({ built: true }))
    const value = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(first).toEqual({ built: true })
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
