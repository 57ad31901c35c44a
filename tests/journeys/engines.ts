// One small driver per engine behind the same four moves, so a journey is written once: Chromium
// and Firefox through puppeteer-core (CDP, WebDriver BiDi), WebKit through WebdriverIO.
import { readFileSync } from 'node:fs'
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core'
import { remote } from 'webdriverio'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'
import {
  findFirefox,
  findWebKit,
  startWebKitDriver,
  webkitCapabilities,
  withoutOrientation,
} from '../../scripts/engines.mjs'

const KIT = readFileSync(new URL('./page-kit.js', import.meta.url), 'utf8')

/** A page in one engine: navigation, and calls into the in-page kit (tests/journeys/page-kit.js). */
export interface EnginePage {
  goto(url: string): Promise<void>
  reload(): Promise<void>
  back(): Promise<void>
  forward(): Promise<void>
  call(name: string, ...args: unknown[]): Promise<unknown>
  /** A real pointer click (with the user activation a script click lacks) at page coordinates. */
  clickAt(point: { x: number; y: number }): Promise<void>
  /** Uncaught errors and CSP violations the driver saw (besides the kit's own record). */
  driverProblems(): string[]
  close(): Promise<void>
}

export interface Engine {
  name: 'Chromium' | 'Chromium, phone' | 'Firefox' | 'WebKit'
  version: string
  newPage(): Promise<EnginePage>
  stop(): Promise<void>
}

/** A desktop window, where the side menu is shown (at 800 px or less it slides in from a button). */
const VIEWPORT = { width: 1366, height: 900 }

/** A phone (390 × 844, touch): the side menu opens from a button, rows stack; taps, not clicks. */
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }

const script = (name: string, args: unknown[]) =>
  `(async () => { ${KIT}; return window.__journey[${JSON.stringify(name)}](...${JSON.stringify(args)}) })()`

async function puppeteerEngine(
  name: 'Chromium' | 'Chromium, phone' | 'Firefox',
  browser: PuppeteerBrowser,
): Promise<Engine> {
  const phone = name === 'Chromium, phone'
  return {
    name,
    version: await browser.version(),
    async newPage() {
      const context = await browser.createBrowserContext()
      const page = withoutOrientation(await context.newPage())
      await page.setViewport(phone ? PHONE : VIEWPORT)
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`))
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) problems.push(message.text())
      })
      return {
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        // Over WebDriver BiDi puppeteer waits for a navigation event Firefox ESR 140 never sends for
        // a same-document entry (the vault's routes), so the page's own history moves; at() then
        // waits for the address.
        back: () => page.evaluate('history.back()').then(() => undefined),
        forward: () => page.evaluate('history.forward()').then(() => undefined),
        call: (fn, ...args) => page.evaluate(script(fn, args)),
        clickAt: ({ x, y }) => (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
        driverProblems: () => problems,
        close: () => context.close(),
      }
    },
    stop: () => browser.close(),
  }
}

async function webkitEngine(): Promise<Engine | undefined> {
  const webkit = findWebKit()
  if (!webkit) return undefined
  const driver = await startWebKitDriver(webkit)
  const options = {
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error' as const,
    connectionRetryTimeout: 60_000,
    capabilities: webkitCapabilities(webkit),
  }
  let session: WebdriverIO.Browser | undefined = await remote(options)
  const version = String(session.capabilities.browserVersion ?? '')
  return {
    name: 'WebKit',
    version: `WebKitGTK ${version}`,
    // One session for the run (MiniBrowser starts slowly on a loaded machine); each journey starts
    // from the demo's origin with its storage emptied, as a fresh profile would have it.
    async newPage() {
      session ??= await remote(options)
      const current = session
      await current.setWindowSize(VIEWPORT.width, VIEWPORT.height + 100)
      return {
        goto: (url) => current.url(url).then(() => undefined),
        reload: () => current.refresh(),
        back: () => current.back(),
        forward: () => current.forward(),
        call: (fn, ...args) => current.execute(`return ${script(fn, args)}`),
        clickAt: ({ x, y }) =>
          current.performActions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', duration: 0, x, y },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ]),
        driverProblems: () => [],
        close: async () => {
          await current.execute('localStorage.clear(); sessionStorage.clear()')
          await current.url('about:blank')
        },
      }
    },
    stop: async () => {
      await session?.deleteSession().catch(() => undefined)
      driver.stop()
    },
  }
}

/** Starts one engine; a failure is logged and leaves it out (run.ts counts it as missing). */
async function attempt(name: string, start: () => Promise<Engine | undefined>) {
  try {
    return await start()
  } catch (error) {
    console.error(`${name} did not start: ${String(error)}`)
    return undefined
  }
}

/** The engines found (and started) on this machine among `wanted` (lower-case names). */
export async function startEngines(wanted: string[]): Promise<Engine[]> {
  const chromium = wanted.includes('chromium') ? findChromium() : undefined
  const firefox = wanted.includes('firefox') ? findFirefox() : undefined
  const startChromium = (name: 'Chromium' | 'Chromium, phone') =>
    attempt(name, async () =>
      puppeteerEngine(
        name,
        await puppeteer.launch({ executablePath: chromium, headless: true, args: CHROMIUM_ARGS }),
      ),
    )
  const engines = [
    chromium && (await startChromium('Chromium')),
    // Every journey again on a phone, where Chromium stands for the phone's browsers.
    chromium && (await startChromium('Chromium, phone')),
    firefox &&
      (await attempt('Firefox', async () =>
        puppeteerEngine(
          'Firefox',
          await puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true }),
        ),
      )),
    wanted.includes('webkit') && (await attempt('WebKit', webkitEngine)),
  ]
  return engines.filter((engine): engine is Engine => Boolean(engine))
}
