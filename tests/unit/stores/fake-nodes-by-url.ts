import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'

/**
 * The test platform with one fake node per address, made with its first client, so each node's
 * calls are counted apart. `nodeAt(url)` is that address's node (made now if no client asked yet).
 */
export function fakeNodesByUrl() {
  const byUrl = new Map<string, ReturnType<typeof createFakeNode>>()
  const nodeAt = (url: string) => {
    let node = byUrl.get(url)
    if (!node) {
      node = createFakeNode()
      byUrl.set(url, node)
    }
    return node
  }
  const environment = useTestEnvironment((url) => nodeAt(url).client)
  return { environment, byUrl, nodeAt }
}
