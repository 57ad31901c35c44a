import { useStore } from '@nanostores/react'
import { $nodes, setActiveNode } from '../../stores/nodes/registry.ts'
import { $activeNode, $pageNode } from '../../stores/nodes/scope.ts'

/**
 * Chooses the node every element without its own binding shows; there while the list holds more
 * than one node and the page did not fix the node with a `node-url`.
 */
export function NodeSwitcher() {
  const nodes = useStore($nodes)
  const active = useStore($activeNode)
  const page = useStore($pageNode)
  if (nodes.length < 2 || page) return null
  return (
    <label className="top-bar-switcher">
      <span className="top-bar-switcher-label">Active node</span>
      <select value={active?.id ?? ''} onChange={(event) => setActiveNode(event.target.value)}>
        {nodes.map((node) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </select>
    </label>
  )
}
