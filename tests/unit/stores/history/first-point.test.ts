import { describe, expect, it } from 'vitest'
import { formatClock } from '../../../../src/lib/dates.ts'
import { MINUTE } from '../../../../src/stores/history/buckets.ts'
import { firstPointText } from '../../../../src/stores/history/first-point.ts'
import { nextWriteAt } from '../../../../src/stores/history/recording.ts'

describe('the first point of a fresh history', () => {
  const since = Date.UTC(2026, 10, 20, 9, 12, 30)

  it("comes with the recorder's next write, a minute after it began and every minute on", () => {
    expect(nextWriteAt(since, since)).toBe(since + MINUTE)
    expect(nextWriteAt(since, since + 10_000)).toBe(since + MINUTE)
    // A minute whose answers came too late for its write: the next one.
    expect(nextWriteAt(since, since + MINUTE + 1)).toBe(since + 2 * MINUTE)
  })

  it('names when recording began and when the first point comes, or that recording starts soon', () => {
    expect(firstPointText(since, since + 5000)).toBe(
      `Recording since ${formatClock(since)}; the first point comes at ${formatClock(since + MINUTE)}.`,
    )
    expect(firstPointText(undefined, since)).toMatch(/^Recording starts a few seconds after/)
  })
})
