import type { NodeScope } from '../../nodes/scope.ts'
import { DOWNLOAD_CANCELLED, networkDownloads } from '../network-download-list.ts'
import { downloadRecords } from '../network-download-records.ts'

// The download facts the alert rules judge (part of signals.ts's one door): the kept records and
// this tab's own downloads, as far as this tab has read or seen them.

export interface DownloadFact {
  cid: string
  name: string
  /**
   * While this tab follows it: when its progress last moved (the environment's clock), or, when
   * `unseen`, since when it has not at least; else null.
   */
  movedAt: number | null
  /** Why it failed; null while it runs, once done or cancelled. */
  failure: string | null
  /**
   * It runs, but this tab has not seen it move: another tab follows it (or none yet), or this one
   * followed it again after a reload. Only a stall it has waited out itself is known.
   */
  unseen: boolean
}

/**
 * The node's network downloads this tab knows of: the kept ones (every tab's, as this tab read them
 * last) and its own, which the kept ones may lack (a start the node refused). A cid in neither is
 * not known here, unless this tab saw it go (`seen`, kept up to date): it was cleared from the list.
 */
export function networkDownloadFacts(scope: NodeScope, seen: Set<string>): DownloadFact[] {
  const facts = new Map<string, DownloadFact>()
  // A cancel is a failure no alert reports.
  const fact = (cid: string, failure: string | null, unseen = false) =>
    facts.set(cid, {
      cid,
      name: cid,
      movedAt: null,
      failure: failure === DOWNLOAD_CANCELLED ? null : failure,
      unseen,
    })
  for (const [cid, { end }] of Object.entries(downloadRecords.of(scope).get()))
    fact(cid, end?.state === 'failed' ? end.message : null, end === null)
  for (const [cid, download] of Object.entries(networkDownloads.of(scope).get())) {
    if (download.state === 'running') {
      const { name, progressedAt, reattached = false } = download
      facts.set(cid, { cid, name, movedAt: progressedAt, failure: null, unseen: reattached })
    } else if (!facts.has(cid)) {
      fact(cid, download.state === 'failed' ? download.message : null)
    }
  }
  for (const cid of seen) if (!facts.has(cid)) fact(cid, null)
  seen.clear()
  for (const cid of facts.keys()) seen.add(cid)
  return [...facts.values()]
}
