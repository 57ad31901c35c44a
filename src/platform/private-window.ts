/**
 * Whether this is a private window, where the browser shows it without guessing. Firefox refuses
 * the origin private file system in private windows only (`SecurityError`), while IndexedDB works
 * there and is deleted when the window closes. Chromium hides incognito on purpose (only quota
 * heuristics remain, and they misfire), WebKitGTK has no `navigator.storage`: null, say nothing.
 */
export async function privateWindow(): Promise<true | null> {
  const storage = (navigator as Partial<Navigator>).storage
  if (typeof storage?.getDirectory !== 'function' || typeof indexedDB === 'undefined') return null
  try {
    await storage.getDirectory()
    return null
  } catch (error) {
    return error instanceof DOMException && error.name === 'SecurityError' ? true : null
  }
}
