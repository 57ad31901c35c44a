// Finds Firefox and WebKit the test tools can drive, and starts WebKit's WebDriver under a virtual
// display; nothing here downloads a browser. Firefox is driven over WebDriver BiDi (no geckodriver),
// WebKit through WebKitGTK's own WebDriver (the engine family of Safari).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
]

/** FIREFOX_PATH, then Debian's firefox-esr; undefined when none exists. */
export function findFirefox() {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']
  return candidates.find((path) => path && existsSync(path))
}

/** WebKitWebDriver, the MiniBrowser it drives and xvfb-run; undefined when any is missing. */
export function findWebKit() {
  const driver = ['/usr/bin/WebKitWebDriver'].find(existsSync)
  const browser = MINIBROWSER.find(existsSync)
  const xvfbRun = ['/usr/bin/xvfb-run'].find(existsSync)
  return driver && browser && xvfbRun ? { driver, browser, xvfbRun } : undefined
}

/** The browser's version as it prints it (`Mozilla Firefox 153.7.0esr`), for the test log. */
export function engineVersion(binary) {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' })
  return (out.stdout || out.stderr || '').trim().split('\n')[0]
}

/**
 * Puppeteer sets the screen orientation with each viewport, a WebDriver BiDi command Firefox ESR 140
 * (Debian's) does not know; the viewport itself is set all the same, so that refusal alone is let
 * go.
 */
export function withoutOrientation(page) {
  const setViewport = page.setViewport.bind(page)
  page.setViewport = (viewport) =>
    setViewport(viewport).catch((error) => {
      if (!/unknown command emulation\.setScreenOrientationOverride/.test(error.message))
        throw error
    })
  return page
}

/** WebdriverIO capabilities for WebKitGTK's MiniBrowser (it takes no browserName). */
export function webkitCapabilities(webkit) {
  return {
    'webkitgtk:browserOptions': { binary: webkit.browser, args: ['--automation'] },
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForDriver(url, child) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`)
    try {
      const response = await fetch(`${url}/status`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not answer within 15 s')
}

/**
 * Starts WebKitWebDriver on a free loopback port inside `xvfb-run -a` (MiniBrowser has no headless
 * mode). Returns its port and a stop function that ends the driver's whole process group.
 */
export async function startWebKitDriver(webkit) {
  const port = await freePort()
  const child = spawn(webkit.xvfbRun, ['-a', webkit.driver, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  })
  await waitForDriver(`http://127.0.0.1:${port}`, child)
  return {
    port,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}
