/** `raw` as a URL when it is an absolute http(s) one; undefined otherwise. */
export function parseHttpUrl(raw: string): URL | undefined {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
}

/**
 * `raw` as an http(s) URL without query, fragment or credentials and without a trailing slash, or
 * undefined when it is not one.
 */
export function normalizeHttpUrl(raw: string): string | undefined {
  const url = parseHttpUrl(raw)
  if (!url || url.search || url.hash || url.username || url.password) return undefined
  return url.href.replace(/\/+$/, '')
}

/**
 * Whether two addresses are on one origin (scheme, host and port): a password kept for one goes to
 * the other only then, never to an address typed in place of its own.
 */
export function sameOrigin(a: string, b: string): boolean {
  const first = parseHttpUrl(a)
  const second = parseHttpUrl(b)
  return Boolean(first && second && first.origin === second.origin)
}

/** Whether `port` is a TCP port number, 1 to 65535. */
export function isPort(port: number): boolean {
  return Number.isInteger(port) && port >= 1 && port <= 65535
}

/** A port as text, digits only (`"8080"`, not `" 80"`), or undefined when it is not one. */
export function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined
  const port = Number(text)
  return isPort(port) ? port : undefined
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`
}

/** Where the vault looks for a node until told otherwise: a node's default REST API address. */
export const DEFAULT_NODE_URL = 'http://localhost:8080'
