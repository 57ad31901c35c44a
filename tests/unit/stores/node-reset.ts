import { cleanTestStorage } from '@nanostores/persistent'
import { $activeNodeId, $nodePasswords, $nodes } from '../../../src/stores/nodes/registry.ts'
import { $pageNode } from '../../../src/stores/nodes/scope.ts'
import { forgetStoredNodeValues } from '../../../src/stores/nodes/values.ts'

/** A browser that never ran the vault: no nodes, no page binding, nothing stored. */
export function forgetEveryNode(): void {
  cleanTestStorage()
  $nodes.set([])
  $activeNodeId.set('')
  $nodePasswords.set({})
  $pageNode.set(null)
  forgetStoredNodeValues()
  cleanTestStorage()
}
