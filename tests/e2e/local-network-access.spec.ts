import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'
import { expect, test } from './support/fixtures.ts'

// Chromium treats the demo's origin as a public site, so its calls to the simulator on loopback
// meet Local Network Access; headless Chromium cannot ask, so it refuses them, as it would a page
// on the internet embedding a widget for a node at home.
test('a widget on a public page says the browser blocked the local node, and what to do', async ({
  playwright,
  vaultServers,
}) => {
  // The demo's origin is known only once this worker serves it: a browser of the test's own.
  const demo = new URL(vaultServers.demoUrl)
  const browser = await playwright.chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--ip-address-space-overrides=${demo.host}=public`],
  })
  const page = await browser.newPage()
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(error.message))
  await page.goto(`${demo.origin}/embed.html`)
  const widget = page.locator('vault-health-check').first()
  await expect(widget.getByText('Node connection')).toBeVisible()
  await expect(widget.getByText(/Your browser blocked this page from reaching a node/)).toBeVisible(
    {
      timeout: 15_000,
    },
  )
  // Chromium logs each refusal to the console itself; what the vault threw would be here.
  expect(uncaught).toEqual([])
  await browser.close()
})
