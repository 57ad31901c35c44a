import { forgetHistoryOf } from '../history/forget.ts'
import { expireKeptSilences } from '../node/alerts/silences.ts'
import { forgetUploadTimesOf, moveUploadTimes } from '../node/upload-times-db.ts'
import type { KeptBeyondName } from './values.ts'

/** What a node's value keeps beyond its `localStorage` key, forgotten and moved with the node. */
export interface KeptBeyond {
  /** Removes it for the removed `node`; `stored` is the key's text, read before it went. */
  forget?(node: string, stored: string | undefined): void
  /** Gives it to the node `to`, added at the address it was kept for (`from`). */
  move?(from: string, to: string): void
}

const ignore = () => {}

/** Each value of the node table (values.ts) marked `beyond`: what it keeps, and how it goes. */
export const KEPT_BEYOND: Record<KeptBeyondName, KeptBeyond> = {
  // The key is an older vault's; the times are kept in IndexedDB, a record per node and cid.
  'upload-times': {
    forget: (node) => void forgetUploadTimesOf(node).catch(ignore),
    move: (from, to) => void moveUploadTimes(from, to).catch(ignore),
  },
  // The silences the node's mutes made in Alertmanager end with it.
  'alertmanager-silences': {
    forget: (_, stored) => {
      if (stored !== undefined) expireKeptSilences(stored)
    },
  },
  // Recorded in IndexedDB only (its size needs it); an address's history stays its own.
  history: { forget: (node) => void forgetHistoryOf(node) },
}
