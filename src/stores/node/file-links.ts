import { fail, ok, type Result } from '../../api/result.ts'
import { getEnvironment } from '../page/environment.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import type { NodeScope } from '../nodes/scope.ts'
import { OBJECT_URL_LIFETIME_MS } from '../cadences.ts'

export const NO_OBJECT_URL = 'This browser cannot show a file fetched from the node.'

/** A URL the browser can open for a node file, and what to call once it is no longer shown. */
export interface NodeFileUrl {
  url: string
  release(): void
}

/**
 * A URL for a file on the scope's node (`downloadUrl`, `networkStreamUrl`) that the browser can
 * open itself. A node without credentials gets its own URL; a node behind basic auth gets the
 * file fetched with the `Authorization` header and handed over as an object URL, because a plain
 * link cannot carry the header.
 */
export async function nodeFileUrl(url: string, scope: NodeScope): Promise<Result<NodeFileUrl>> {
  const client = scope.client()
  if (!client.hasCredentials) return ok({ url, release: () => {} })
  const file = await client.fetchFile(url)
  if (file.error) {
    reportNodeError(file.data, { action: 'open file' })
    return file
  }
  const environment = getEnvironment()
  const objectUrl = environment.createObjectUrl(file.data)
  if (!objectUrl) return fail(NO_OBJECT_URL)
  return ok({ url: objectUrl, release: () => environment.revokeObjectUrl(objectUrl) })
}

/**
 * Opens a node file in a new window (see `nodeFileUrl`); answers with the problem, if any. A plain
 * link opens at once, within the click's user activation.
 */
export async function openNodeFile(url: string, scope: NodeScope): Promise<string | null> {
  if (!scope.client().hasCredentials) {
    getEnvironment().openWindow(url)
    return null
  }
  const opened = await nodeFileUrl(url, scope)
  if (opened.error) return opened.data.message || 'The node gave no reason.'
  getEnvironment().openWindow(opened.data.url)
  getEnvironment().setTimer(opened.data.release, OBJECT_URL_LIFETIME_MS)
  return null
}
