import { formatDate } from '../../lib/dates.ts'
import type { ShownHistory } from '../../stores/history/history-section.ts'
import { GAP_TEXT } from '../../stores/history/history-view.ts'
import { HistoryChart } from './history-chart.tsx'

export function percent(share: number | null): string {
  return share === null ? '-' : `${(share * 100).toFixed(1)} %`
}

/** One node's range: uptime, how much was watched, its gaps named, and its charts. */
export function NodeSummary({ node }: { node: ShownHistory }) {
  return (
    <>
      <dl className="analytics__summary">
        <div>
          <dt>Uptime</dt>
          <dd>{percent(node.uptime)}</dd>
        </div>
        <div>
          <dt>Watched</dt>
          <dd>{percent(node.watched)} of the range</dd>
        </div>
      </dl>
      {node.gaps.length > 0 && (
        <details className="analytics__gaps">
          <summary>Gaps ({node.gaps.length})</summary>
          <ul>
            {node.gaps.map((gap) => (
              <li key={gap.from}>
                {formatDate(gap.from)} – {formatDate(gap.to)}: {GAP_TEXT[gap.kind]}
              </li>
            ))}
          </ul>
        </details>
      )}
      {/* The range the charts show: the benchmark times a range's drawing by it. */}
      <div className="analytics__charts" data-range={node.range}>
        {node.charts.map((chart) => (
          <HistoryChart
            key={chart.id}
            chart={chart}
            times={node.times}
            gapAt={chart.gapAt ?? node.gapAt}
            axis={node.axis}
          />
        ))}
      </div>
    </>
  )
}
