// The dashboard paints before its JavaScript: each route's page carries the app's frame in plain
// HTML, which <vault-app>'s shadow root replaces in place when the element upgrades; and the page
// preloads every script the route runs instead of discovering them one import at a time.
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

const ENTRY = '**/elements/vault-app.js'

/**
 * What must not move when the element takes over: the frame's parts, by the app's class names, and
 * which sides of their boxes. The title's width follows the node status pill beside it, whose text
 * changes as soon as the node answers, so only its position counts.
 */
const PARTS: Record<string, readonly ('x' | 'y' | 'width')[]> = {
  '.top-bar': ['x', 'y', 'width'],
  '.top-bar-title h1': ['x', 'y'],
  '.top-bar-title p': ['x', 'y'],
  '.dashboard-main': ['x', 'y', 'width'],
  '.side-menu-panel': ['x', 'y', 'width'],
  // The home page's frame also draws the welcome header and the Account card (no node data).
  '.home__welcome': ['x', 'y'],
  '.account-card__balance': ['x', 'y', 'width'],
}

type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>

function boxesIn(page: Page, scope: 'frame' | 'shadow'): Promise<Boxes> {
  return page.evaluate(
    ({ parts, scope }) => {
      const host = document.querySelector('vault-app')!
      const root = scope === 'frame' ? document.querySelector('.vault-frame')! : host.shadowRoot!
      const boxes: Boxes = {}
      for (const part of parts) {
        const box = root.querySelector(part)?.getBoundingClientRect()
        boxes[part] = box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null
      }
      return boxes
    },
    { parts: Object.keys(PARTS), scope },
  )
}

/** Holds the entry at the network layer until `release()`: the page has only its HTML and CSS. */
async function holdEntry(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(ENTRY, async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function onboarded(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('codex-onboarding-step', '3')
    // Every layout shift from the first paint on, as Lighthouse and CLS count them.
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const ROUTE_FRAMES = [
  {
    path: '/dashboard/files',
    title: 'Files',
    menu: 'Files',
    shown: ['Manage your files in your local vault.'],
    section: 'Upload',
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    menu: 'Dashboard',
    shown: ['Welcome back', 'Connected Account', '123,223 CDX'],
    section: 'Welcome to the vault',
  },
]

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
]) {
  for (const { path, title, menu, shown, section } of ROUTE_FRAMES)
    test(`${path}: the frame paints before the entry arrives and the app takes its place without a shift (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await onboarded(page)
      const release = await holdEntry(page)
      await page.goto(path, { waitUntil: 'commit' })

      const frame = page.locator('body > .vault-frame')
      // The stylesheets block the first paint, not a script's look at the layout: on a loaded
      // machine the boxes could be read before the frame's CSS had arrived.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
          (link) => link.sheet,
        ),
      )
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible()
      for (const text of shown) await expect(frame.getByText(text)).toBeVisible()
      await expect(frame.locator('.top-bar')).toBeVisible()
      if (viewport.width > 800) {
        await expect(frame.getByRole('link', { name: menu, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        )
      }
      expect(await page.evaluate(() => customElements.get('vault-app'))).toBeUndefined()
      const before = await boxesIn(page, 'frame')

      release()
      await page.waitForFunction(
        () => document.querySelector('vault-app')?.shadowRoot?.querySelector('h1')?.textContent,
      )
      const after = await boxesIn(page, 'shadow')
      for (const [part, sides] of Object.entries(PARTS)) {
        if (before[part] === null) continue // the side menu is off screen on a phone
        expect(after[part], part).not.toBeNull()
        for (const side of sides) {
          expect(
            Math.abs(after[part]![side] - before[part]![side]),
            `${part} ${side}`,
          ).toBeLessThan(1)
        }
      }
      // The frame leaves the page once the shadow root shows the app: one copy of each heading.
      await expect(frame).toHaveCount(0)
      await expect(
        page.locator('vault-app').getByRole('heading', { name: section, exact: true }),
      ).toBeVisible()
      // Layout shifts reach the observer after the frame that made them is presented.
      const shift = await page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
        return (window as unknown as { __shifts: number[] }).__shifts.reduce(
          (sum, value) => sum + value,
          0,
        )
      })
      expect(shift).toBeLessThanOrEqual(0.05)
    })
}

for (const { path, heading } of [
  { path: '/dashboard', heading: 'Welcome back' },
  { path: '/dashboard/files', heading: 'Upload' },
]) {
  test(`${path} preloads every script it runs before its section shows`, async ({ page }) => {
    // A laptop's screen: the home page's files list is below the fold, so it is not loaded yet.
    await page.setViewportSize({ width: 1280, height: 720 })
    await onboarded(page)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await expect(
      page.locator('vault-app').getByRole('heading', { name: heading }).first(),
    ).toBeVisible()
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload], script[type=module]')].map(
        (element) =>
          new URL(element.getAttribute('href') ?? element.getAttribute('src')!, location.href)
            .pathname,
      ),
    )
    expect(fetched.length).toBeGreaterThan(5)
    // Lazy on purpose: the peers map (its card draws first, and the outline follows); the upload
    // dates' IndexedDB code, asked beside the node's file list, which the list waits for anyway.
    const lazyByDesign = /\/(world-map|upload-times-db)-[\w-]+\.js$/
    expect(
      fetched.filter((script) => !preloaded.includes(script) && !lazyByDesign.test(script)),
    ).toEqual([])
  })
}

test('the home page loads its files list, below the fold, only as it comes near the viewport', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await onboarded(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/dashboard')
  const app = page.locator('vault-app')
  await expect(app.getByRole('heading', { name: 'Welcome to the vault' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const filesList = app.getByRole('table', { name: 'Files' })
  await expect(filesList).toHaveCount(0)
  const loadedBefore = scripts.length

  // Over the page's content: at the top left the wheel would scroll the side menu.
  await page.mouse.move(800, 400)
  await page.mouse.wheel(0, 600)
  await expect(filesList).toBeVisible()
  // The list's own chunks arrive with it.
  expect(scripts.length).toBeGreaterThan(loadedBefore)
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  )
  expect(shift).toBeLessThanOrEqual(0.05)

  // Shown again, scrolled to the top: the list's code is loaded, so it renders at once instead of
  // waiting below the fold (a node that failed meanwhile still shows the last files kept).
  const menu = app.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('link', { name: 'Help', exact: true }).click()
  await expect(app.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click()
  await expect(app.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await expect(filesList).toHaveCount(1)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a route page with no frame of its own (the root) still upgrades to the app', async ({
  page,
}) => {
  await onboarded(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.locator('vault-app').getByRole('heading', { name: 'Welcome back' }),
  ).toBeVisible()
})
