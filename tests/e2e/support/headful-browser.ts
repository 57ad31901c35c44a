// A headful Chromium on its own X display (Xvfb), driven over CDP without Playwright's defaults,
// so a vault page behind another tab is really hidden (`document.visibilityState` is 'hidden')
// and its timers are throttled as a person's background tab's are. Playwright's own launch keeps
// every page "visible" whatever is in front (its focus emulation), headless or not.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs'
import { test as base } from './fixtures.ts'

/** Resolves with the first match of `pattern` in what `stream` prints, within `ms`. */
function firstMatch(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp, ms: number) {
  return new Promise<string>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`nothing like ${pattern} in ${ms} ms`)), ms)
    child[stream]!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const match = pattern.exec(text)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
    child.once('exit', (code) => reject(new Error(`exited (${code}) before ${pattern}`)))
  })
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export interface HeadfulBrowser {
  browser: Browser
  /** The browser's own profile (a fresh one per test): its tabs share one window. */
  context: BrowserContext
}

const XVFB = '/usr/bin/Xvfb'

/** Starts Xvfb and a Chromium on it, and connects; `close` stops both and deletes the profile. */
export async function launchHeadful(): Promise<HeadfulBrowser & { close(): Promise<void> }> {
  const executable = findChromium()
  if (!executable) throw new Error('No Chromium found (see scripts/chromium.mjs)')
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const profile = await mkdtemp(join(tmpdir(), 'vault-headful-'))
  let browserProcess: ChildProcess | undefined
  const close = async () => {
    if (browserProcess) await stop(browserProcess)
    await stop(xvfb)
    await rm(profile, { recursive: true, force: true })
  }
  try {
    const display = await firstMatch(xvfb, 'stdout', /^(\d+)\n/, 10_000)
    browserProcess = spawn(
      executable,
      [
        ...CHROMIUM_ARGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        '--window-size=1280,1024',
        'about:blank',
      ],
      { env: { ...process.env, DISPLAY: `:${display}` }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const endpoint = await firstMatch(
      browserProcess,
      'stderr',
      /DevTools listening on (ws:\/\/\S+)/,
      20_000,
    )
    // noDefaults: no focus emulation, which would keep every page visible.
    const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true })
    const context = browser.contexts()[0]!
    return {
      browser,
      context,
      close: async () => {
        await browser.close().catch(() => {})
        await close()
      },
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** What each page reports of itself: its visibility as the browser sets it. */
export const visibilityOf = (page: Page) => page.evaluate(() => document.visibilityState)

/** The run's `test`, with `headful`: a fresh headful browser per test, its page errors failing it. */
export const test = base.extend<{ headful: HeadfulBrowser }>({
  headful: async ({ pageErrors }, use, testInfo) => {
    // A newcomer without Xvfb skips these tests; CI (and the test command as root) has it.
    testInfo.skip(
      !process.env.CI && !existsSync(XVFB),
      `needs Xvfb at ${XVFB} (apt install xvfb) for a really hidden tab`,
    )
    const launched = await launchHeadful()
    launched.context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error)))
    for (const page of launched.context.pages())
      page.on('pageerror', (error) => pageErrors.push(error))
    await use(launched)
    await launched.close()
  },
})
