/** The detail of a `vault-alert` event: an alert opened (or rose to critical) or resolved. */
export interface AlertEventDetail {
  state: 'open' | 'resolved'
  /** Unique within its node. */
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
