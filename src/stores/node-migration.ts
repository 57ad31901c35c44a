import { normalizeHttpUrl } from '../lib/urls.ts'
import { $activeNodeId, $nodes, DEFAULT_NODE_URL } from './node-registry.ts'
import { NODE_VALUE_NAMES, nodeValueKey, rawStoredText } from './node-values.ts'

const FIRST_NODE = 'node-1'

/**
 * The single-node layout (before the node list) becomes the first node: its address from
 * `codex-node-url`, and every node-keyed value moved under it, so nothing is lost. Runs once;
 * a browser that has a node list already is left alone.
 */
export function migrateSingleNodeLayout(): void {
  const list = rawStoredText('codex-nodes')
  if (list.get() !== undefined) return
  const legacyUrl = rawStoredText('codex-node-url')
  const url = normalizeHttpUrl(legacyUrl.get() ?? '') ?? DEFAULT_NODE_URL
  for (const name of NODE_VALUE_NAMES) {
    const legacy = rawStoredText(`codex-${name}`)
    const value = legacy.get()
    if (value === undefined) continue
    const moved = rawStoredText(nodeValueKey(name, FIRST_NODE))
    if (moved.get() === undefined) moved.set(value)
    legacy.set(undefined)
  }
  $nodes.set([{ id: FIRST_NODE, name: 'My node', url }])
  $activeNodeId.set(FIRST_NODE)
  legacyUrl.set(undefined)
}
