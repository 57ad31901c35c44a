import { normalizeHttpUrl } from '../lib/urls.ts'
import { registerNodes, type NodeDraft } from './node-list.ts'
import { bindPageByAttribute } from './node-scope.ts'

/** The `node-url` attribute: the page's unbound elements show that address; false if invalid. */
export function bindPageToNodeUrl(raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  bindPageByAttribute(url)
  return true
}

function readDraft(entry: unknown): NodeDraft | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { name, url, username } = entry as Record<string, unknown>
  if (typeof name !== 'string' || typeof url !== 'string') return undefined
  return typeof username === 'string' ? { name, url, username } : { name, url }
}

/**
 * The `nodes` attribute: a JSON list of `{ name, url, username? }` added to the node list where
 * the address is new. False (nothing added) when it is not such a list.
 */
export function registerNodesFromJson(raw: string): boolean {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return false
  }
  if (!Array.isArray(json)) return false
  const drafts = json.map(readDraft)
  if (drafts.some((draft) => !draft || !normalizeHttpUrl(draft.url))) return false
  registerNodes(drafts as NodeDraft[])
  return true
}
