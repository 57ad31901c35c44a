// Polling is shared: demo/widgets.html (each distinct widget, the health check and the storage
// card twice) sends the node no more requests than a page with one of each distinct widget, counted
// at the simulator by page origin over the same simulated 12 s, both pages driven by one clock.
import type { Browser, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'

const WINDOW_SECONDS = 12

interface Counts {
  total: number
  byOrigin: Record<string, number>
  byRoute: Record<string, number>
}

/** The distinct vault tags a page embeds, in order. */
async function tagsOf(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text()
  return [...new Set(html.match(/<vault-[a-z-]+(?=[\s>])/g)?.map((tag) => tag.slice(1)))]
}

/** A page in its own context with a paused fake clock, failing on page errors and CSP reports. */
async function pausedPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext()
  await context.clock.install({ time: new Date('2026-11-23T12:00:00Z') })
  await context.clock.pauseAt(new Date('2026-11-23T12:00:01Z'))
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(message.text())
  })
  return page
}

test('nine kinds of widget, eleven in all, poll the node no more than one of each', async ({
  browser,
  sim,
  vaultServers: { demoUrl, widgetsUrl },
}) => {
  test.setTimeout(90_000)
  // one-of-each.html from the first origin: the same distinct widgets, once each.
  expect(await tagsOf(`${demoUrl}/one-of-each.html`)).toEqual(
    await tagsOf(`${widgetsUrl}/widgets.html`),
  )
  const errors: string[] = []
  const many = await pausedPage(browser, errors)
  const single = await pausedPage(browser, errors)

  await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
  await Promise.all([
    many.goto(`${widgetsUrl}/widgets.html`),
    single.goto(`${demoUrl}/one-of-each.html`),
  ])
  // Both pages live the same simulated seconds, step by step, with time for the answers between.
  for (let second = 0; second < WINDOW_SECONDS; second += 1) {
    await Promise.all([many.clock.runFor(1000), single.clock.runFor(1000)])
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
  for (const page of [many, single]) {
    await expect(
      page.locator('vault-logs').getByRole('combobox', { name: 'Log level' }),
    ).toHaveValue('INFO')
    await expect(
      page.locator('vault-health-check').first().getByText('Node connection'),
    ).toBeVisible()
  }
  expect(await many.locator('vault-health-check, vault-node-space').count()).toBe(4)

  const counts = (await (await fetch(`${sim.url}/_sim/requests`)).json()) as Counts
  const manyCount = counts.byOrigin[new URL(widgetsUrl).origin] ?? 0
  const singleCount = counts.byOrigin[new URL(demoUrl).origin] ?? 0
  test.info().annotations.push({
    type: 'requests',
    description: `in ${WINDOW_SECONDS} s: widgets.html ${manyCount}, one of each ${singleCount}; ${JSON.stringify(counts.byRoute)}`,
  })
  console.log(
    `node requests in ${WINDOW_SECONDS} simulated s: widgets.html (11 widgets) ${manyCount}, one of each (9) ${singleCount}`,
  )
  console.log(JSON.stringify(counts.byRoute))
  expect(singleCount).toBeGreaterThan(0)
  expect(manyCount).toBeLessThanOrEqual(singleCount)
  expect(errors).toEqual([])
})
