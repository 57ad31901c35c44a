// What e2e tests ask a real Prometheus directly, beside the page: its instant query's series.
import { expect } from './fixtures.ts'

export interface Series {
  metric: Record<string, string>
  value: [number, string]
}

/** The series `query` has now in the Prometheus at `url`. */
export async function seriesOf(url: string, query: string): Promise<Series[]> {
  const answer = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`)
  const json = (await answer.json()) as { data: { result: Series[] } }
  return json.data.result
}

/** Waits until `query` has `count` series: Prometheus has scraped (a scrape every 15 s). */
export async function untilSeries(url: string, query: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await seriesOf(url, query)).length, { timeout: 40_000 })
    .toBe(count)
}
