// `npm start -- --history 7d` exactly as the README types it, started by the function the start
// script calls with its defaults: the node on the vault's default address (port 8080), so the demo
// page's <vault-app> carries no node-url. A fresh profile, onboarding, then Analytics on 7 d.
import type { Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDemo, type StartedDemo } from '../../scripts/start-demo.ts'
import { parseHistorySpan } from '../../src/demo/demo-history.ts'
import { expect, test } from './support/fixtures.ts'
import { onboard } from './support/onboard.ts'
import { openAnalytics } from './support/history-kit.ts'

let started: StartedDemo
let dataRoot: string

test.beforeAll(async () => {
  dataRoot = await mkdtemp(join(tmpdir(), 'vault-start-history-'))
  // scripts/start.ts's defaults; the pages move to free ports when 5173 and 5174 are taken, as
  // `npm start` does, which changes nothing they are served with.
  started = await startDemo({
    nodeCount: 1,
    api: 'codex-0.2.0',
    host: '127.0.0.1',
    port: 5173,
    widgetsPort: 5174,
    simPort: 8080,
    dataDir: join(dataRoot, 'start'),
    timeScale: 60,
    files: 0,
    announce: 'public',
    history: { span: parseHistorySpan('7d'), text: '7d' },
    log: () => undefined,
    nodeLog: () => undefined,
  })
})

test.afterAll(async () => {
  await started?.close()
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true })
})

interface LabelBox {
  text: string
  left: number
  right: number
}

/** The time axis labels chart.js draws on the Storage chart, with the box each takes. */
async function axisLabelBoxes(page: Page): Promise<LabelBox[]> {
  const canvas = page.getByRole('figure', { name: 'Storage' }).locator('canvas')
  return canvas.evaluate(async (element: HTMLCanvasElement) => {
    // chart.js as the page loaded it: the same module, found among the page's own chunks.
    type Item = { label: string | string[]; options: { translation: [number, number] } }
    type Scale = {
      getLabelItems(): Item[]
      _resolveTickFontOptions(index: number): { string: string }
    }
    type Charts = { getChart(canvas: HTMLCanvasElement): { scales: { x: Scale } } | undefined }
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/.+\.js$/.test(name))
    let charts: Charts | undefined
    for (const url of urls) {
      const module = (await import(url)) as Record<string, unknown>
      charts ??= Object.values(module).find(
        (value): value is Charts =>
          typeof (value as Partial<Charts> | null)?.getChart === 'function',
      )
    }
    const scale = charts?.getChart(element)?.scales.x
    if (!scale) return []
    const context = document.createElement('canvas').getContext('2d')
    if (!context) return []
    return scale.getLabelItems().map((item, index) => {
      const text = Array.isArray(item.label) ? item.label.join(' ') : item.label
      context.font = scale._resolveTickFontOptions(index).string
      const width = context.measureText(text).width
      const [x] = item.options.translation
      return { text, left: x - width / 2, right: x + width / 2 }
    })
  })
}

test('npm start -- --history 7d on the default ports: after onboarding, Analytics draws the scripted week of the node shown', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const html = await (await fetch(`${started.demo.url}/`)).text()
  expect(html).toMatch(/<vault-app[\s>]/)
  expect(html).not.toContain('node-url=')
  expect(html).toContain('data-history-span=')

  await onboard(page, `${started.demo.url}/`)
  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: '7 d' }).click()
  await expect(history.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true')
  // The scripted week is watched nearly throughout (the last minutes are the recorder's own).
  await expect(history.getByText(/^(9\d|100)\.\d % of the range$/)).toBeVisible({ timeout: 20_000 })

  const storage = history.getByRole('figure', { name: 'Storage' })
  await storage.getByText('Storage as a table').click()
  const rows = storage.getByRole('table', { name: 'Storage' }).locator('tbody tr')
  // A week of hours: a row per point.
  await expect(rows).toHaveCount(168)
  const sizes = await rows.evaluateAll((each) =>
    each.map((row) => row.querySelector('td')?.textContent ?? ''),
  )
  expect(sizes.filter((text) => /\d (B|KB|MB|GB)$/.test(text)).length).toBeGreaterThan(160)

  await expect.poll(async () => (await axisLabelBoxes(page)).length).toBeGreaterThan(2)
  const boxes = await axisLabelBoxes(page)
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1]
    if (next) expect(box.right, `"${box.text}" runs into "${next.text}"`).toBeLessThan(next.left)
    // Short labels: a day and an hour, not a full date.
    expect(box.text.length).toBeLessThanOrEqual(12)
  }
})
