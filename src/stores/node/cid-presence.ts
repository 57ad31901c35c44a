import { atom } from 'nanostores'
import { checkCid } from './file-actions.ts'
import { type NodeScope } from '../nodes/scope.ts'

/** Whether the node stores a cid, as far as it was asked: unknown where it cannot say. */
export type CidPresence = 'unknown' | 'checking' | 'stored' | 'not stored'

/**
 * One cid field's "is it on this node already?" (nodes with `exists`): asked once the field holds
 * a valid cid, so typing makes no request until then; a later ask wins over an earlier answer.
 * It asks the scope's node (the element's own).
 */
export function createCidPresence(scope: NodeScope) {
  const $presence = atom<CidPresence>('unknown')
  let asked = 0

  async function check(raw: string): Promise<void> {
    asked += 1
    const mine = asked
    const settle = (presence: CidPresence) => {
      if (mine === asked) $presence.set(presence)
    }
    settle('unknown')
    const cid = raw.trim()
    if ((await checkCid(cid)) !== null) return
    const client = scope.client()
    const profile = await client.detect()
    if (profile.error || !profile.data.capabilities.exists) return
    settle('checking')
    const stored = await client.exists(cid)
    settle(stored.error ? 'unknown' : stored.data ? 'stored' : 'not stored')
  }

  return { $presence, check }
}
