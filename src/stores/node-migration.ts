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
  for (const name of NODE_VALUE_NAMES) moveValue(`codex-${name}`, nodeValueKey(name, FIRST_NODE))
  $nodes.set([{ id: FIRST_NODE, name: 'My node', url }])
  $activeNodeId.set(FIRST_NODE)
  legacyUrl.set(undefined)
}

/**
 * Moves one stored value. The old key goes first, so a browser whose storage is full has the room
 * for the new one; when even that fails, the value goes back where it was.
 */
function moveValue(from: string, to: string): void {
  const legacy = rawStoredText(from)
  const value = legacy.get()
  if (value === undefined) return
  const moved = rawStoredText(to)
  try {
    legacy.set(undefined)
    if (moved.get() === undefined) moved.set(value)
  } catch {
    try {
      legacy.set(value)
    } catch {
      // Storage refuses every write: the value stays in memory for this page only.
    }
  }
}
