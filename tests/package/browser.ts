// Uploading a file through an embedded <vault-uploader> in Chromium, as a visitor of a node UI
// would, and checking the node kept its bytes.
import { chromium, type Browser, type Page } from 'playwright'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}

/** The page's uncaught errors, console errors and "another copy of the vault" warnings. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    const copy = message.type() === 'warning' && /another copy of the vault/.test(message.text())
    // A page without a favicon gets a 404 for it from any plain server.
    const favicon = message.location().url.endsWith('/favicon.ico')
    if ((message.type() === 'error' && !favicon) || copy)
      problems.push(`console: ${message.text()} (${message.location().url})`)
  })
  return problems
}

/**
 * Opens `url`, puts a file in the uploader, waits for its card to say so, then reads the cid the
 * page's own listener wrote into `output`; returns what else the page shows in `read` selectors.
 */
export async function uploadThrough(
  browser: Browser,
  url: string,
  options: { output: string; nodeApi: string; read?: string[] },
): Promise<Record<string, string>> {
  const page = await browser.newPage()
  const problems = watchProblems(page)
  try {
    const text = `bytes from ${url}`
    await page.goto(url)
    await page
      .locator('vault-uploader input[type=file]')
      .setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from(text) })
    await page.getByText('File uploaded successfully').waitFor({ timeout: 20_000 })
    const output = page.locator(options.output)
    await output.filter({ hasText: /\S/ }).waitFor({ timeout: 5_000 })
    const cid = (await output.textContent())!.trim()
    const stored = await fetch(`${options.nodeApi}/data/${cid}`)
    if (!stored.ok || (await stored.text()) !== text)
      throw new Error(`the node does not hold the uploaded bytes under ${cid} (${stored.status})`)
    const shown: Record<string, string> = { cid }
    for (const selector of options.read ?? [])
      shown[selector] = ((await page.locator(selector).textContent()) ?? '').trim()
    if (problems.length) throw new Error('the page reported problems')
    return shown
  } catch (error) {
    // What the page said (a script refused by CORS, an uncaught error) is why, more than a timeout.
    throw new Error([String(error), ...problems].join('\n'), { cause: error })
  } finally {
    await page.close()
  }
}
