import { useStore } from '@nanostores/react'
import { useEffect, useId } from 'react'
import { formatBytes } from '../../lib/bytes.ts'
import {
  $historyCap,
  $historyProblem,
  $historySize,
  HISTORY_CAPS,
  HISTORY_PROBLEM_TEXT,
  measureHistory,
} from '../../stores/history/history-state.ts'
import { $privateWindow, PRIVATE_WINDOW_TEXT } from '../../stores/page/private-window.ts'

/** How much node history this browser keeps (Analytics), and what it takes now. */
export function HistorySettings() {
  const cap = useStore($historyCap)
  const size = useStore($historySize)
  const problem = useStore($historyProblem)
  const privateWindow = useStore($privateWindow)
  const selectId = useId()
  useEffect(() => void measureHistory(), [])
  return (
    <section className="page-card" aria-labelledby="settings-history">
      <h2 id="settings-history">History</h2>
      <p>
        Analytics keeps what your nodes did while a vault page was open, in this browser only. The
        oldest history goes first once it reaches the size below.
      </p>
      {privateWindow && <p>{PRIVATE_WINDOW_TEXT}</p>}
      <label htmlFor={selectId}>Keep at most</label>{' '}
      <select
        id={selectId}
        value={cap}
        onChange={(event) => $historyCap.set(Number(event.target.value))}
      >
        {HISTORY_CAPS.map((each) => (
          <option key={each} value={each}>
            {formatBytes(each)}
          </option>
        ))}
      </select>
      <p role="status">
        {problem
          ? HISTORY_PROBLEM_TEXT[problem]
          : size === null
            ? ''
            : `History kept now: ${formatBytes(size)} of ${formatBytes(cap)}.`}
      </p>
    </section>
  )
}
