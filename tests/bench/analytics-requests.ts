// bench:analytics' node requests: what /dashboard asks of its nodes per simulated minute, with
// history and alerts on or off, and whether the recorder ran.
import type { Browser, Page } from 'playwright'

/** A simulated node: requests are counted and reset at its `/_sim/requests`. */
interface Sim {
  url: string
}

const NOW = Date.UTC(2026, 10, 26, 12)

/** What a page asked of its nodes, and whether the recorder ran (its chunk loaded, buckets stored). */
/** An onboarded person whose node list is `sims`, the first one active. */
export async function onboardFleet(page: Page, sims: readonly { url: string }[]): Promise<void> {
  const nodes = sims.map((sim, index) => ({
    id: `node-${index + 1}`,
    name: `Node ${index + 1}`,
    url: sim.url,
  }))
  await page.addInitScript((list) => {
    localStorage.setItem('codex-onboarding-step', '3')
    localStorage.setItem('codex-nodes', JSON.stringify(list))
    localStorage.setItem('codex-active-node', 'node-1')
  }, nodes)
}

export interface Requests {
  perMinute: number
  recorderLoaded: boolean
  storedBlocks: number
}

const SIMULATED_MINUTES = 10

/**
 * The node requests per minute of /dashboard over 10 simulated minutes with its first node active
 * and `sims` listed: with history and alerts on, or off (the recorder's and the alert engine's
 * chunks refused).
 */
export async function requestsOf(
  browser: Browser,
  demoUrl: string,
  sims: Sim[],
  historyAndAlerts: boolean,
): Promise<Requests> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.clock.install({ time: NOW })
  await onboardFleet(page, sims)
  let recorderLoaded = false
  page.on('requestfinished', (request) => {
    if (/\/recorder-[^/]*\.js$/.test(request.url())) recorderLoaded = true
  })
  if (!historyAndAlerts) {
    await page.route(/\/(recorder|engine)-[^/]*\.js$/, (route) => route.abort())
  }
  for (const sim of sims) await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
  await page.goto(`${demoUrl}/dashboard`)
  await page.locator('vault-app').getByRole('heading', { name: 'Dashboard' }).waitFor()
  const total = async () => {
    let sum = 0
    for (const sim of sims) {
      sum += ((await (await fetch(`${sim.url}/_sim/requests`)).json()) as { total: number }).total
    }
    return sum
  }
  // Each step settles (no new request for 200 ms) before the next, so both runs see the same polls
  // answered, whatever the machine's load: a difference is then history's and alerts', not timing's.
  const settled = async () => {
    let last = await total()
    for (;;) {
      await page.waitForTimeout(200)
      const now = await total()
      if (now === last) return now
      last = now
    }
  }
  await settled()
  for (let step = 0; step < SIMULATED_MINUTES * 4; step += 1) {
    await page.clock.fastForward(15_000)
    await settled()
  }
  const counted = await settled()
  const storedBlocks = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('codex-vault-history')
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('blocks')) return resolve(0)
          const count = db.transaction('blocks').objectStore('blocks').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => resolve(0)
        }
      }),
  )
  await context.close()
  return { perMinute: counted / SIMULATED_MINUTES, recorderLoaded, storedBlocks }
}
