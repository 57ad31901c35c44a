import { describe, expect, it } from 'vitest'
import { characterCount, firstCharacters } from '../../../src/lib/characters.ts'

describe('characters as a person counts them', () => {
  it('counts an emoji, a skin tone and a combining accent as one character each', () => {
    expect(characterCount('🤖🤖🤖🤖🤖')).toBe(5)
    expect(characterCount('👍🏽')).toBe(1)
    expect(characterCount('cafe\u0301')).toBe(4)
    expect(characterCount('')).toBe(0)
  })

  it('counts plain ASCII by its length, and a line break of two code units as one', () => {
    expect(characterCount('node-01 ~!')).toBe(10)
    expect(characterCount('a\r\nb')).toBe(3)
    expect(characterCount('tab\there')).toBe(8)
  })

  it('cuts after whole characters, never inside a surrogate pair', () => {
    expect(firstCharacters('🤖🤖🤖', 2)).toBe('🤖🤖')
    expect(firstCharacters('ab👍🏽cd', 3)).toBe('ab👍🏽')
    expect(firstCharacters('short', 9)).toBe('short')
    expect(firstCharacters('a longer name', 6)).toBe('a long')
    expect(firstCharacters('ab\r\ncd', 3)).toBe('ab\r\n')
  })
})
