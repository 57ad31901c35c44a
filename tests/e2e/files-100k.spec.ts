// Issue 42: a node with 100,000 datasets (the simulator's --files), listed on /dashboard/files:
// sorted by size and by date, filtered by name, the last file's details opened, axe clean. The
// node is seeded once per worker and never reset (nothing here changes it).
import { launchSimulator, type LaunchedSimulator } from '../support/simulator.ts'
import { serveDemo, simulatorConfig } from '../../cli/serve/serve-demo.ts'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test as base, type SimControl } from './support/fixtures.ts'

const FILES = 100_000

const test = base.extend<object, { seeded: { sim: LaunchedSimulator; demoUrl: string } }>({
  seeded: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const sim = await launchSimulator({ files: FILES })
      const demo = await serveDemo({ distDir: 'dist', config: simulatorConfig(sim.url) })
      await use({ sim, demoUrl: demo.url })
      await demo.close()
      await sim.close()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ seeded }, use) => use(seeded.demoUrl),
  sim: async ({ seeded }, use) => {
    const control = (path: string, body?: unknown) => seeded.sim.control(`/${path}`, body)
    await use({ url: seeded.sim.url, control } satisfies SimControl)
  },
})

/**
 * The seeded files' upload dates, put where the vault keeps them, as in the browser that uploaded
 * them (a node keeps no upload date): 100,000 of them, past what localStorage could hold.
 */
async function keepSeededDates(page: Page, sim: SimControl) {
  const dates = (await sim.control('seeded-dates')) as Record<string, number>
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(
    async ({ times, url }) => {
      // A listed node's id, else the page's own address (how the vault keys what it keeps).
      const node = localStorage.getItem('codex-active-node') || `url:${url}`
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('codex-vault-upload-times', 1)
        request.onupgradeneeded = () =>
          request.result.createObjectStore('times', { keyPath: ['node', 'cid'] })
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const transaction = db.transaction('times', 'readwrite')
      for (const [cid, seconds] of Object.entries(times)) {
        transaction.objectStore('times').put({ node, cid, seconds })
      }
      await new Promise((resolve) => (transaction.oncomplete = resolve))
      db.close()
    },
    { times: dates, url: sim.url },
  )
  return Object.keys(dates).length
}

test('lists 100,000 files: sorts, filters, opens the last one', async ({ page, sim }) => {
  test.setTimeout(240_000)
  expect(await keepSeededDates(page, sim)).toBe(FILES)
  await page.goto('/dashboard/files')
  const list = page.getByRole('table', { name: 'Files' })
  await expect(list).toHaveAttribute('aria-rowcount', String(FILES + 1), { timeout: 90_000 })
  const firstName = list.locator('.file-cell__name').first()
  const firstSize = list.getByRole('row').nth(1).getByRole('cell').nth(1)

  await list.getByRole('button', { name: 'Size' }).click()
  await expect(list.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // The largest seeded content is one 64 KiB block.
  await expect(firstSize).toHaveText('64.0 KB')
  await list.getByRole('button', { name: 'Size' }).click()
  await expect(firstSize).toHaveText(/^1(\.0)? B$/)

  const firstDate = list.getByRole('row').nth(1).getByRole('cell').nth(3)
  await list.getByRole('button', { name: 'Date' }).click()
  await expect(list.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // Seeded one every five minutes from 1 November 2025: the last, a year on, is the newest.
  await expect(firstName).toHaveText(/-100000\.\w+$/)
  await expect(firstDate).toHaveText(/^\d{1,2} \w{3} 2026, \d{2}:\d{2}$/)
  await list.getByRole('button', { name: 'Date' }).click()
  await expect(firstName).toHaveText(/-000001\.\w+$/)
  await expect(firstDate).toHaveText(/^\d{1,2} \w{3} 2025, \d{2}:\d{2}$/)

  const search = page.getByRole('searchbox', { name: 'Search files' })
  await search.fill('-100000.')
  await expect(list).toHaveAttribute('aria-rowcount', '2')
  const last = await firstName.textContent()
  expect(last).toMatch(/^[a-z]+-[a-z]+-100000\.\w+$/)

  await list.getByRole('button', { name: `Details of ${last}` }).click()
  const details = page.getByRole('dialog')
  await expect(details.getByText(last ?? '', { exact: true })).toBeVisible()
  await expectAccessible(page)
})
