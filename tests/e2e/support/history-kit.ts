// Scripting a day of node history in seconds: the browser's clock moves, the simulator changes.
import type { Page } from '@playwright/test'
import { expect, type SimControl } from './fixtures.ts'

export const MINUTE = 60_000
export const START = new Date('2026-11-20T00:00:00Z')

/** Stored blocks (an hour of buckets each) per node key, read straight from the browser's IndexedDB. */
export function storedBuckets(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((each) => each.name)
    if (!names.includes('codex-vault-history')) return {}
    return new Promise<Record<string, number>>((resolve, reject) => {
      const open = indexedDB.open('codex-vault-history')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const all = db.transaction('blocks').objectStore('blocks').getAll()
        all.onsuccess = () => {
          const counts: Record<string, number> = {}
          for (const bucket of all.result as { node: string }[]) {
            counts[bucket.node] = (counts[bucket.node] ?? 0) + 1
          }
          db.close()
          resolve(counts)
        }
      }
    })
  })
}

/**
 * The browser's clock moves `ms` and the page is left alone: each poll due meanwhile fires once (the
 * fleet watch's own timers) and the node's status answer has come.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  const answered = Promise.race([
    page.waitForEvent('requestfinished', (request) => request.url().endsWith('/spr')),
    page.waitForEvent('requestfailed', (request) => request.url().endsWith('/spr')),
  ])
  await page.clock.fastForward(ms)
  await answered
  // The other answers of the same round (space, files, debug info).
  await page.waitForTimeout(60)
}

/**
 * A day in `steps` moves of the browser's clock: the disk fills by a dataset every few steps,
 * peers leave and come back, and the node is down for an hour in the afternoon.
 */
export async function simulateDay(page: Page, sim: SimControl, steps = 48): Promise<void> {
  const step = (24 * 60 * MINUTE) / steps
  for (let index = 0; index < steps; index += 1) {
    const hour = (index * step) / (60 * MINUTE)
    if (index % 4 === 0 && hour < 14) await sim.control('fill', { bytes: 256 * 1024 })
    if (index === steps / 4) await sim.control('peers', { count: 3 })
    if (index === steps / 2) await sim.control('peers', { count: 12 })
    if (hour === 15) await sim.control('down')
    if (hour === 16) await sim.control('up')
    await passTime(page, step)
  }
  // The last minute's flush.
  await page.clock.fastForward(2 * MINUTE)
}

export async function openAnalytics(page: Page): Promise<void> {
  await page.locator('vault-app').getByRole('link', { name: 'Analytics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
}
