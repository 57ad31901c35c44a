import { getEnvironment } from '../page/environment.ts'
import { TAB_CHANNEL } from '../page/tab-lead.ts'
import { $recordingSince } from './recording.ts'

/**
 * An upload counts once, in the history of the tab that records its node (the leading one): that
 * tab's recorder hears its own uploads, and a tab that does not record the node tells it here.
 */
export function tellRecordingTab(node: string, bytes: number): void {
  if ($recordingSince.get()[node] !== undefined) return
  const channel = getEnvironment().tabChannel(TAB_CHANNEL)
  channel?.post(JSON.stringify({ uploaded: String(bytes), node }))
  channel?.close()
}

/** Hears the uploads to `node` that other tabs tell of (their bytes); returns the stop. */
export function hearOtherTabsUploads(node: string, heard: (bytes: bigint) => void): () => void {
  const channel = getEnvironment().tabChannel(TAB_CHANNEL)
  const stop = channel?.listen((message) => {
    const bytes = uploadedTo(node, message)
    if (bytes !== null) heard(bytes)
  })
  return () => {
    stop?.()
    channel?.close()
  }
}

/** The bytes of an upload to `node` a message tells of; null for any other message. */
function uploadedTo(node: string, message: string): bigint | null {
  try {
    const told = JSON.parse(message) as { uploaded?: unknown; node?: unknown } | null
    const bytes = told?.uploaded
    return told?.node === node && typeof bytes === 'string' && /^\d+$/.test(bytes)
      ? BigInt(bytes)
      : null
  } catch {
    return null
  }
}
