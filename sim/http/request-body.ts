import type { IncomingMessage } from 'node:http'

export class BodyTooLargeError extends Error {}

/** Reads a small request body (JSON inputs); large ones are refused rather than buffered. */
export async function readSmallBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BodyTooLargeError(`Request body exceeds ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
