import { deadline, transferStalled } from './deadlines.ts'
import { abortReasonOr, messageOf, send, type Transport } from './http.ts'
import { fail, ok, type Result } from './result.ts'

/**
 * A request whose body is read chunk by chunk under a deadline on silence: it may take as long as
 * it needs, but `silenceMs` without a byte stops it (a 502 in `message`'s words), however far it got.
 */
async function sendUnderSilence<T>(
  transport: Transport,
  url: string,
  init: RequestInit,
  silenceMs: number,
  message: string,
  collect: (response: Response) => { take(chunk: Uint8Array): void; end(): T },
): Promise<Result<T>> {
  const limit = deadline(silenceMs, message, transport.setTimer)
  try {
    const response = await send(transport.fetch, url, { ...init, signal: limit.signal })
    if (response.error) return response
    const collector = collect(response.data)
    const body = response.data.body
    if (!body) return ok(collector.end())
    const reader = body.getReader()
    for (;;) {
      limit.touch()
      const { done, value } = await reader.read()
      if (done) break
      collector.take(value)
    }
    return ok(collector.end())
  } catch (error) {
    return fail(messageOf(abortReasonOr(error, limit.signal)), { code: 502 })
  } finally {
    limit.done()
  }
}

/** A file fetched from the node: the transfer stops after `silenceMs` without a byte. */
export function sendForStream(
  transport: Transport,
  url: string,
  init: RequestInit,
  silenceMs: number,
): Promise<Result<Blob>> {
  return sendUnderSilence(transport, url, init, silenceMs, transferStalled(silenceMs), (r) => {
    const type = r.headers.get('Content-Type') ?? ''
    const parts: BlobPart[] = []
    return {
      take: (chunk) => parts.push(chunk as Uint8Array<ArrayBuffer>),
      end: () => new Blob(parts, { type }),
    }
  })
}

/**
 * A long text answer (the node's whole file list) read as it comes: a 24 MB list over a home
 * uplink takes longer than any whole-answer deadline, so only a silence of `silenceMs` stops it.
 */
export function sendForStreamedText(
  transport: Transport,
  url: string,
  init: RequestInit,
  silenceMs: number,
  message: string,
): Promise<Result<string>> {
  return sendUnderSilence(transport, url, init, silenceMs, message, () => {
    const decoder = new TextDecoder()
    const parts: string[] = []
    return {
      take: (chunk) => parts.push(decoder.decode(chunk, { stream: true })),
      end: () => parts.join('') + decoder.decode(),
    }
  })
}
