import { describe, expect, it } from 'vitest'
import { quotaSafeStorage } from '../../../src/platform/quota-safe-storage.ts'

/** A Storage that holds at most `room` characters of values, as a full browser storage refuses. */
function smallStorage(room: number): Storage {
  const items = new Map<string, string>()
  const used = () => [...items.values()].reduce((sum, value) => sum + value.length, 0)
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (used() - (items.get(key)?.length ?? 0) + value.length > room) {
        throw new DOMException('exceeded the quota', 'QuotaExceededError')
      }
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

describe('the stores’ storage', () => {
  it('reads, writes and removes through the browser storage', () => {
    const storage = smallStorage(100)
    const engine = quotaSafeStorage(storage)
    engine['codex-theme'] = '"dark"'
    expect(storage.getItem('codex-theme')).toBe('"dark"')
    expect('codex-theme' in engine).toBe(true)
    expect(engine['codex-theme']).toBe('"dark"')
    delete engine['codex-theme']
    expect('codex-theme' in engine).toBe(false)
    expect(engine['codex-theme']).toBeUndefined()
  })

  it('swallows a write the full storage refuses instead of throwing', () => {
    const storage = smallStorage(10)
    const engine = quotaSafeStorage(storage)
    expect(() => {
      engine['codex-folders@node-1'] = 'x'.repeat(50)
    }).not.toThrow()
    expect(storage.getItem('codex-folders@node-1')).toBeNull()
  })
})
