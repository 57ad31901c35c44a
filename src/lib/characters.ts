// Made on first use, as `dates.ts`'s format: a page's first Intl object sets up ICU.
let segmenter: Intl.Segmenter | undefined

function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return segmenter.segment(text)
}

/** Characters as a person counts them: 🤖, 👍🏽 and é typed as e + accent are one each. */
export function characterCount(text: string): number {
  // Printable ASCII is one character per code unit: no segmenter needed (nor ICU to set up).
  if (/^[\x20-\x7e]*$/.test(text)) return text.length
  return Array.from(graphemes(text)).length
}

/** The first `count` characters of `text`, never half of one. */
export function firstCharacters(text: string, count: number): string {
  // Never more characters than code units: short text is whole.
  if (text.length <= count) return text
  let end = 0
  let taken = 0
  for (const { segment } of graphemes(text)) {
    if (taken === count) break
    end += segment.length
    taken += 1
  }
  return text.slice(0, end)
}
