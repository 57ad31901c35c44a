import type { FetchFunction } from './http.ts'

/**
 * Whether something answers at `url` when the answer need not be readable (a no-cors request):
 * a node the page cannot reach with CORS but that does answer refuses this page's origin, where
 * one that is down does not answer at all.
 */
export async function answersWithoutCors(
  url: string,
  fetchFunction: FetchFunction = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    await fetchFunction(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' })
    return true
  } catch {
    return false
  }
}
