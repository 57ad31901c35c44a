// WTR commands that work the same in all three launchers (Playwright for Chromium, puppeteer over
// WebDriver BiDi for Firefox, WebdriverIO for WebKit), where WTR's own send-keys and emulate-media
// each know only some. A command the engine's driver cannot do answers `false`, so a test may skip
// that step in that engine and says why; it never passes without checking.

/** Presses a key or a combination (`Shift+Tab`) with the engine's real keyboard. */
async function pressKey(session, key) {
  const keys = key === '+' ? ['+'] : key.split('+')
  if (session.browser.type === 'playwright') {
    await session.browser.getPage(session.id).keyboard.press(key)
  } else if (session.browser.type === 'puppeteer') {
    const keyboard = session.browser.getPage(session.id).keyboard
    const last = keys.pop()
    for (const modifier of keys) await keyboard.down(modifier)
    await keyboard.press(last)
    for (const modifier of keys.reverse()) await keyboard.up(modifier)
  } else if (session.browser.type === 'webdriver') {
    // WebdriverIO holds each named modifier until the sequence ends.
    await session.browser.sendKeys(session.id, keys)
  } else {
    throw new Error(`No keyboard for ${session.browser.type}`)
  }
  return true
}

/** Emulates `prefers-color-scheme` / `prefers-reduced-motion`; false where the driver cannot. */
async function emulateMedia(session, media) {
  if (session.browser.type === 'playwright') {
    await session.browser.getPage(session.id).emulateMedia(media)
    return true
  }
  if (session.browser.type === 'puppeteer') {
    const features = Object.entries(media).map(([name, value]) => ({
      name: name === 'colorScheme' ? 'prefers-color-scheme' : 'prefers-reduced-motion',
      value,
    }))
    try {
      await session.browser.getPage(session.id).emulateMediaFeatures(features)
      return true
    } catch (error) {
      if (/CDP support is required/.test(String(error))) return false
      throw error
    }
  }
  return false
}

export function engineCommandsPlugin() {
  return {
    name: 'vault-engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'vault-press') return pressKey(session, payload.key)
      if (command === 'vault-emulate-media') return emulateMedia(session, payload)
      return undefined
    },
  }
}
