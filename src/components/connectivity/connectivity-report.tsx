/** What the report shows: the connectivity check's reading (`src/stores/node/connectivity.ts`). */
export interface ConnectivityReading {
  state: string
  summary: string
  reasons: readonly string[]
  advice: string | null
  score: number | null
  level: string | null
  levelText: string | null
}

/**
 * The connectivity check in plain words: whether the node can be reached, why not, what to do,
 * and the health score with its level's explanation. `brief` leaves the reasons out (home card).
 */
export function ConnectivityReport({
  connectivity,
  brief = false,
}: {
  connectivity: ConnectivityReading
  brief?: boolean
}) {
  const { state, summary, reasons, advice, score, level, levelText } = connectivity
  return (
    <div className="connectivity" data-state={state}>
      <p className="connectivity__summary" role="status">
        {summary}
      </p>
      {score !== null && level !== null && (
        <p className="connectivity__score" data-level={level}>
          <strong>Health score {score}/100.</strong> {levelText}
        </p>
      )}
      {!brief && reasons.length > 0 && (
        <ul className="connectivity__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {advice && <p className="connectivity__advice">{advice}</p>}
      {(state === 'starting' || state === 'not-reachable' || state === 'local-only') && (
        <p className="connectivity__retest">Checked again by itself; this clears once it passes.</p>
      )}
    </div>
  )
}
