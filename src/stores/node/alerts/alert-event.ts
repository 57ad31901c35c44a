/**
 * The detail of a `vault-alert` event: an alert opened, resolved, reopened (its condition came
 * back), or rose in severity (a disk past 95 %). Each happens once, in the tab that saw it.
 */
export interface AlertEventDetail {
  state: 'open' | 'resolved' | 'reopened' | 'raised'
  /** Stable: the same node, rule and subject keep one id across reloads and tabs. */
  id: string
  /** Which rule (`node-unreachable`, `disk-full`, …; see docs/alerts.md). */
  rule: string
  severity: 'notice' | 'warning' | 'critical'
  title: string
  /** The node it is about: its key (`node-1`, `url:…`), name (null for an unlisted address), address. */
  node: { key: string; name: string | null; url: string }
  /** When the condition began and when it cleared (ms since 1970); null while it lasts. */
  startedAt: number
  resolvedAt: number | null
}
