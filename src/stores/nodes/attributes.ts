import { lazyModule } from '../../lib/lazy-module.ts'
import { atom } from 'nanostores'
import { normalizeHttpUrl } from '../../lib/urls.ts'
import type { NodeDraft } from './list.ts'
import { bindPageByAttribute } from './scope.ts'

/**
 * How many `nodes` attributes are still on their way into the node list: the list's code loads
 * first (an element without the attribute never loads it). Meanwhile a `node` name is not missing.
 */
export const $nodesArriving = atom(0)

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
const nodeList = lazyModule(() => import('./list.ts'))

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
  $nodesArriving.set($nodesArriving.get() + 1)
  nodeList
    .load()
    .then(
      ({ registerNodes }) => void registerNodes(drafts as NodeDraft[]),
      () => console.warn('The nodes attribute was not applied: the node list could not be loaded.'),
    )
    .finally(() => $nodesArriving.set($nodesArriving.get() - 1))
  return true
}
