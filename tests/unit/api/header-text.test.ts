import { describe, expect, it } from 'vitest'
import { headerTextOf } from '../../../src/api/header-text.ts'

const CHROMIUM =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0'
const WEBKITGTK =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15'
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'

/** The bytes an engine puts on the wire for a header text, as Fetch or as libsoup sends them. */
const latin1Bytes = (text: string) => Buffer.from(text, 'latin1')
const utf8Bytes = (text: string) => Buffer.from(text)

describe('headerTextOf', () => {
  it('hands the name over as its UTF-8 bytes where the engine sends one byte per character', () => {
    for (const agent of [CHROMIUM, FIREFOX, SAFARI, '']) {
      const text = headerTextOf('bündel 日本.bin', agent)
      expect(latin1Bytes(text ?? '').toString()).toBe('bündel 日本.bin')
    }
  })

  it('hands the name over as it is where WebKitGTK sends the text as UTF-8', () => {
    const text = headerTextOf('bündel 1.bin', WEBKITGTK)
    expect(utf8Bytes(text ?? '').toString()).toBe('bündel 1.bin')
  })

  it('says a name past Latin-1 cannot be sent from WebKitGTK, which would throw', () => {
    expect(headerTextOf('日本.bin', WEBKITGTK)).toBeUndefined()
  })

  it('leaves an ASCII name alone everywhere', () => {
    for (const agent of [CHROMIUM, FIREFOX, WEBKITGTK, SAFARI]) {
      expect(headerTextOf('notes.txt', agent)).toBe('notes.txt')
    }
  })
})
