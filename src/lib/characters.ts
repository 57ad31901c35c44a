const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Characters as a person counts them: 🤖, 👍🏽 and é typed as e + accent are one each. */
export function characterCount(text: string): number {
  return Array.from(graphemes.segment(text)).length
}

/** The first `count` characters of `text`, never half of one. */
export function firstCharacters(text: string, count: number): string {
  let end = 0
  let taken = 0
  for (const { segment } of graphemes.segment(text)) {
    if (taken === count) break
    end += segment.length
    taken += 1
  }
  return text.slice(0, end)
}
