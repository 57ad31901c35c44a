import { joinUrl } from '../lib/urls.ts'
import { parseJson, sendForText, type FetchFunction } from './http.ts'
import { NODE_LINES, type NodeLine } from './node-line.ts'
import { profileOf, type NodeProfile } from './node-profile.ts'
import { fail, ok, type Result } from './result.ts'

export interface DetectionRequest {
  /** The node's origin, without an API prefix. */
  url: string
  /** Sends with the node's headers (basic auth) and timeout. */
  fetch: FetchFunction
  /** The lines to try; the first is asked first. */
  lines?: readonly NodeLine[]
}

export const NOT_A_NODE = 'This address does not answer as a Codex or Logos Storage node.'

/**
 * Finds which API the node serves by asking each line's debug info in turn, the most likely
 * first: one line at a time, because every 404 a page receives is an error line in the browser's
 * console. A line whose debug info answers as a node's wins, with its version and capabilities.
 * A line that answers with another status than 404 exists (its debug info is failing, or a proxy
 * refuses): it is taken with what the line alone says. A node that cannot be reached ends the
 * search at once.
 */
export async function detectNode(request: DetectionRequest): Promise<Result<NodeProfile>> {
  let missing: Result<NodeProfile> = fail(NOT_A_NODE)
  for (const line of request.lines ?? NODE_LINES) {
    const answer = await sendForText(
      request.fetch,
      joinUrl(request.url, `${line.prefix}/debug/info`),
    )
    if (answer.error) {
      if (answer.data.code === 502) return answer
      if (answer.data.code === 404) {
        missing = answer
        continue
      }
      return ok(profileOf(line, null))
    }
    const json = parseJson(answer.data)
    if (!json.error && looksLikeDebugInfo(json.data)) return ok(profileOf(line, json.data))
    missing = fail(NOT_A_NODE)
  }
  return missing
}

/** The lines in the order to try them: the one this address served last time first. */
export function linesToTry(preferred: NodeLine['product'] | undefined): NodeLine[] {
  return [...NODE_LINES].sort(
    (a, b) => Number(b.product === preferred) - Number(a.product === preferred),
  )
}

function looksLikeDebugInfo(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  )
}
