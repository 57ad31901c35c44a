// Firefox and WebKit for `npm test`, as ensureChromium does for Chromium: found, else installed
// from Debian when running as root with apt, else what to install is printed.
import { existsSync } from 'node:fs'
import { engineVersion, findFirefox, findWebKit } from './engines.mjs'

const PACKAGES = 'firefox-esr webkit2gtk-driver xvfb'

/**
 * Firefox and WebKit among `wanted` (lower-case names); returns how many are still missing (each
 * counts as one failed test).
 */
export function ensureEngines(run, wanted) {
  const missing = () =>
    [
      wanted.includes('firefox') && !findFirefox() && 'Firefox',
      wanted.includes('webkit') && !findWebKit() && 'WebKit',
    ].filter(Boolean)
  if (missing().length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No ${missing().join(' or ')} found: installing Debian ${PACKAGES}`)
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', ...PACKAGES.split(' ')], {
      DEBIAN_FRONTEND: 'noninteractive',
    })
  }
  const still = missing()
  if (still.length) {
    console.error(
      `No ${still.join(' or ')} found. Install them (Debian: \`sudo apt-get install ${PACKAGES}\`),\n` +
        'or set FIREFOX_PATH to a Firefox binary, then run `npm test` again\n' +
        '(`VAULT_ENGINES=chromium npm test` runs without them).',
    )
  }
  const firefox = wanted.includes('firefox') && findFirefox()
  if (firefox) console.log(`Firefox: ${engineVersion(firefox)}`)
  if (wanted.includes('webkit') && findWebKit()) {
    console.log('WebKit: WebKitGTK WebKitWebDriver under xvfb-run')
  }
  return still.length
}
