import type { ReadableAtom } from 'nanostores'
import { getEnvironment } from '../page/environment.ts'
import { refreshFiles } from './files.ts'
import type { NodeScope } from '../nodes/scope.ts'
import { recordUploadTime } from './upload-times.ts'

/** What the effects need of an upload card (the uploads store's items). */
interface UploadCard {
  id: string
  cid: string | null
}

/**
 * What follows from the uploads store, outside its actions: an upload that gets its cid records
 * its upload time and refreshes the file list of its own node (the node it was started on, even
 * when another node is active by then); the leave guard is on while any upload runs.
 */
export function followUploads(
  $cards: ReadableAtom<readonly UploadCard[]>,
  $running: ReadableAtom<boolean>,
  scopeOf: (id: string) => NodeScope | null,
): void {
  // Upload ids whose cid was already seen; a retried card loses its cid and counts again.
  let finished = new Set<string>()
  $cards.listen((cards) => {
    const now = new Set<string>()
    for (const card of cards) {
      if (card.cid === null) continue
      now.add(card.id)
      if (finished.has(card.id)) continue
      const scope = scopeOf(card.id)
      if (!scope) continue
      recordUploadTime(scope, card.cid, getEnvironment().now() / 1000)
      refreshFiles(scope)
    }
    finished = now
  })
  $running.listen((running) => getEnvironment().guardLeaving(running))
}
