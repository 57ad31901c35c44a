import { $tabMessage, tellTabs } from '../page/tab-channel.ts'
import { $recordingSince } from './recording.ts'

/**
 * An upload counts once, in the history of the tab that records its node (the leading one): that
 * tab's recorder hears its own uploads, and a tab that does not record the node tells it here.
 */
export function tellRecordingTab(node: string, bytes: number): void {
  if ($recordingSince.get()[node] !== undefined) return
  tellTabs({ kind: 'uploaded', node, bytes: String(bytes) })
}

/** Hears the uploads to `node` that other tabs tell of (their bytes); returns the stop. */
export function hearOtherTabsUploads(node: string, heard: (bytes: bigint) => void): () => void {
  return $tabMessage.listen((message) => {
    if (message?.kind === 'uploaded' && message.node === node) heard(BigInt(message.bytes))
  })
}
