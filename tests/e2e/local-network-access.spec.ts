import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'
import { expect, test } from './support/fixtures.ts'

// Chromium treats the demo's origin as a public site, so its calls to the simulator on loopback
// meet Local Network Access; headless Chromium cannot ask, so it refuses them, as it would a page
// on the internet embedding a widget for a node at home.
const demo = new URL(process.env.VAULT_DEMO_URL ?? 'http://127.0.0.1:1')
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--ip-address-space-overrides=${demo.host}=public`],
  },
})

test('a widget on a public page says the browser blocked the local node, and what to do', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/embed.html')
  const widget = page.locator('vault-health-check').first()
  await expect(widget.getByText('Node connection')).toBeVisible()
  await expect(widget.getByText(/Your browser blocked this page from reaching a node/)).toBeVisible(
    {
      timeout: 15_000,
    },
  )
  // Chromium logs each refusal itself; those console lines are the browser's, not the vault's.
  pageErrors.splice(0)
})
