/**
 * Header values are byte strings, and the node keeps a file name's bytes as they arrive. The Fetch
 * standard sends each character (up to U+00FF) as one byte, so a name goes as its UTF-8 bytes, one
 * character per byte. WebKit's libsoup ports (WebKitGTK and WPE: Epiphany and other Linux WebKit
 * browsers) send the header's text as UTF-8 instead, so there the name goes as it is, and a
 * character past U+00FF cannot be sent at all (undefined). No API shows how an engine sends a
 * header, so the port is told by its user agent.
 */
export function headerTextOf(
  text: string,
  userAgent = globalThis.navigator?.userAgent ?? '',
): string | undefined {
  if (!sendsHeadersAsUtf8(userAgent)) return String.fromCharCode(...new TextEncoder().encode(text))
  return [...text].every((character) => character.charCodeAt(0) <= 0xff) ? text : undefined
}

function sendsHeadersAsUtf8(userAgent: string): boolean {
  return (
    /AppleWebKit\/.*Safari\//.test(userAgent) &&
    /X11|Linux/.test(userAgent) &&
    !/Chrom|Android/.test(userAgent)
  )
}
