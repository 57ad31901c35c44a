import { useStore } from '@nanostores/react'
import { useEffect, type ReactNode } from 'react'
import { normalizeHttpUrl } from '../lib/urls.ts'
import { migrateSingleNodeLayout } from '../stores/nodes/migration.ts'
import { $nodesArriving } from '../stores/nodes/attributes.ts'
import { $nodePasswords, $nodes } from '../stores/nodes/registry.ts'
import { NodeScopeContext } from '../stores/react.ts'
import {
  $activeScope,
  $pageNode,
  bindingFor,
  holdScope,
  scopeFor,
  scopeOfNode,
  type NodeScope,
} from '../stores/nodes/scope.ts'

let migrated = false

/** Moves a single-node browser's values under its first node, once per page, before any read. */
export function migrateNodesOnce(): void {
  if (migrated) return
  migrated = true
  migrateSingleNodeLayout()
}

type ElementScope = { scope: NodeScope } | { missing: string }

/** The scope an element's `node` (a name in the node list) or own `node-url` binds it to. */
function useElementScope(node: string | undefined, nodeUrl: string | undefined): ElementScope {
  const nodes = useStore($nodes)
  useStore($nodePasswords)
  const activeScope = useStore($activeScope)
  const attributeUrl = useStore($pageNode)?.attributeUrl
  const name = node?.trim()
  if (name) {
    const found = nodes.find(
      (each) => each.name.toLowerCase() === name.toLowerCase() || each.id === name,
    )
    const scope = found && scopeOfNode(found.id)
    return scope ? { scope } : { missing: name }
  }
  const url = nodeUrl ? normalizeHttpUrl(nodeUrl) : undefined
  // The page's own address: the element shows the page's node, wherever the user moves it.
  if (url && url !== attributeUrl) return { scope: scopeFor(bindingFor(url)) }
  return { scope: activeScope }
}

/**
 * Gives the element's views its node scope and holds it while the element shows it. The views
 * mount afresh when the element's node changes, so nothing of one node shows on another.
 */
export function NodeBinding(props: { node?: string; nodeUrl?: string; children: ReactNode }) {
  const bound = useElementScope(props.node, props.nodeUrl)
  const arriving = useStore($nodesArriving) > 0
  const scope = 'scope' in bound ? bound.scope : null
  useEffect(() => (scope ? holdScope(scope) : undefined), [scope])
  // The name may be one a `nodes` attribute is adding: no alert for the moment it takes.
  if ('missing' in bound && arriving) return null
  if ('missing' in bound) {
    return (
      <p role="alert" className="vault-node-missing">
        No node named “{bound.missing}” is in your node list: add it in Nodes, or change the node
        attribute.
      </p>
    )
  }
  return (
    <NodeScopeContext value={bound.scope} key={bound.scope.id}>
      {props.children}
    </NodeScopeContext>
  )
}
