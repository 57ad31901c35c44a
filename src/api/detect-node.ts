import { joinUrl, parseJson, sendForText, type FetchFunction } from './http.ts'
import { NODE_LINES, type NodeLine } from './node-line.ts'
import { profileOf, type NodeProfile } from './node-profile.ts'
import { fail, ok, type Result } from './result.ts'

export interface DetectionRequest {
  /** The node's origin, without an API prefix. */
  url: string
  /** Sends with the node's headers (basic auth) and timeout. */
  fetch: FetchFunction
  /** Only this line is tried (a prefix the caller fixed). */
  lines?: readonly NodeLine[]
}

/**
 * Finds which API the node serves by asking every line's debug info at once: the line whose
 * answer is a node's debug info wins. Light on purpose (no schema library): an uploader needs
 * the prefix before its first byte. When no line answers, the most telling failure is kept: a
 * node that cannot be reached over one that answered 404.
 */
export async function detectNode(request: DetectionRequest): Promise<Result<NodeProfile>> {
  const lines = request.lines ?? NODE_LINES
  const answers = await Promise.all(
    lines.map(async (line) => {
      const answer = await sendForText(
        request.fetch,
        joinUrl(request.url, `${line.prefix}/debug/info`),
      )
      if (answer.error) return answer
      const json = parseJson(answer.data)
      if (json.error) return json
      return looksLikeDebugInfo(json.data)
        ? ok(profileOf(line, json.data))
        : fail<NodeProfile>(NOT_A_NODE, { code: null })
    }),
  )
  const found = answers.find((answer) => !answer.error)
  if (found) return found
  const failures = answers.filter((answer) => answer.error)
  return (
    failures.find((answer) => answer.data.code === 502) ??
    failures.find((answer) => answer.data.code !== 404) ??
    failures.at(-1) ??
    fail(NOT_A_NODE)
  )
}

export const NOT_A_NODE = 'This address does not answer as a Codex or Logos Storage node.'

function looksLikeDebugInfo(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  )
}
