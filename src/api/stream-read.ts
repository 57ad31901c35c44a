import { deadline, transferStalled } from './deadlines.ts'
import { abortReasonOr, messageOf, send, type FetchFunction } from './http.ts'
import { fail, ok, type Result } from './result.ts'

/**
 * A file fetched from the node under a deadline on silence: it may take as long as it needs, but
 * `silenceMs` without a byte stops it (a 502 that says so), however far it got.
 */
export async function sendForStream(
  fetchFunction: FetchFunction,
  url: string,
  init: RequestInit,
  silenceMs: number,
): Promise<Result<Blob>> {
  const limit = deadline(silenceMs, transferStalled(silenceMs))
  try {
    const response = await send(fetchFunction, url, { ...init, signal: limit.signal })
    if (response.error) return response
    const type = response.data.headers.get('Content-Type') ?? ''
    const body = response.data.body
    if (!body) return ok(new Blob([], { type }))
    const reader = body.getReader()
    const parts: BlobPart[] = []
    for (;;) {
      limit.touch()
      const { done, value } = await reader.read()
      if (done) break
      parts.push(value as Uint8Array<ArrayBuffer>)
    }
    return ok(new Blob(parts, { type }))
  } catch (error) {
    return fail(messageOf(abortReasonOr(error, limit.signal)), { code: 502 })
  } finally {
    limit.done()
  }
}
