/**
 * `raw` as an http(s) URL without query, fragment or credentials and without a trailing slash, or
 * undefined when it is not one.
 */
export function normalizeHttpUrl(raw: string): string | undefined {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.search || url.hash || url.username || url.password) return undefined
  return url.href.replace(/\/+$/, '')
}
