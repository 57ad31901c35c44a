const SEVERITY_TEXT = { notice: 'Notice', warning: 'Warning', critical: 'Critical' } as const

/** An alert's first line, the browser's or Alertmanager's: its severity in words, then its title. */
export function AlertItemHead({
  severity,
  title,
}: {
  severity: keyof typeof SEVERITY_TEXT
  title: string
}) {
  return (
    <p className="alert-item-head">
      <span className="alert-item-severity">{SEVERITY_TEXT[severity]}</span>
      <strong>{title}</strong>
    </p>
  )
}
