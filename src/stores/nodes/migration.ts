import { DEFAULT_NODE_URL, normalizeHttpUrl } from '../../lib/urls.ts'
import { $activeNodeId, $nodes } from './registry.ts'
import { moveValue, nodeValueKey, nodeValues, rawStoredText } from './values.ts'

const FIRST_NODE = 'node-1'

/**
 * The single-node layout (before the node list) becomes the first node: its address from
 * `codex-node-url`, and every node-keyed value moved under it, so nothing is lost. Runs once;
 * a browser that has a node list already, or never ran the vault, is left alone.
 */
export function migrateSingleNodeLayout(): void {
  const list = rawStoredText('codex-nodes')
  if (list.get() !== undefined) return
  const legacyUrl = rawStoredText('codex-node-url')
  const legacy = nodeValues
    .map(([name]) => name)
    .filter((name) => rawStoredText(`codex-${name}`).get() !== undefined)
  // A browser that never ran the vault starts with an empty list (the default address answers).
  if (legacyUrl.get() === undefined && legacy.length === 0) return
  const url = normalizeHttpUrl(legacyUrl.get() ?? '') ?? DEFAULT_NODE_URL
  for (const name of legacy) moveValue(`codex-${name}`, nodeValueKey(name, FIRST_NODE))
  $nodes.set([{ id: FIRST_NODE, name: 'My node', url }])
  $activeNodeId.set(FIRST_NODE)
  legacyUrl.set(undefined)
}
