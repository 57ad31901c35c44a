import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { Modal } from '../../components/modal/modal.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDate } from '../../lib/dates.ts'
import { $nodes } from '../../stores/nodes/registry.ts'
import { useNodeScope } from '../../stores/react.ts'
import { GAUGE } from '../../stores/history/buckets.ts'
import { HISTORY_PROBLEM_TEXT } from '../../stores/history/history-state.ts'
import {
  $historyRange,
  clearHistory,
  isHistoryRange,
  loadHistorySection,
  type HistoryNode,
  type HistorySectionState,
} from '../../stores/history/history-section.ts'
import {
  exportHistory,
  saveTextFile,
  type ExportFormat,
} from '../../stores/history/history-export.ts'
import { GAP_TEXT, RANGES } from '../../stores/history/history-view.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { HistoryChart } from './history-chart.tsx'
import css from './analytics-page.css?inline'

const REFRESH_MS = 60_000

function percent(share: number | null): string {
  return share === null ? '-' : `${(share * 100).toFixed(1)} %`
}

/** The nodes in the list, and the shown node when it is not in it (a page's own address). */
function useHistoryNodes(): { nodes: HistoryNode[]; current: string } {
  const scope = useNodeScope()
  const listed = useStore($nodes)
  const nodes = listed.map((node) => ({ key: node.id, name: node.name }))
  if (!nodes.some((node) => node.key === scope.binding.key)) {
    nodes.unshift({ key: scope.binding.key, name: scope.binding.name ?? scope.binding.url })
  }
  return { nodes, current: scope.binding.key }
}

function RangePicker() {
  const range = useStore($historyRange)
  return (
    <div className="analytics__ranges" role="group" aria-label="Range">
      {RANGES.map((each) => (
        <Button
          key={each.id}
          size="small"
          variant={each.id === range ? 'primary' : 'outline'}
          aria-pressed={each.id === range}
          onClick={() => {
            if (isHistoryRange(each.id)) $historyRange.set(each.id)
          }}
        >
          {each.label}
        </Button>
      ))}
    </div>
  )
}

type Loaded = Extract<HistorySectionState, { state: 'ready' }>

function FleetTable({ loaded }: { loaded: Loaded }) {
  const total = (key: string) =>
    loaded.nodes.reduce((sum, node) => sum + BigInt(node.latest[key] ?? '0'), 0n)
  return (
    <table className="analytics__fleet">
      <caption>All nodes</caption>
      <thead>
        <tr>
          <th scope="col">Node</th>
          <th scope="col">Uptime</th>
          <th scope="col">Used</th>
          <th scope="col">Files</th>
          <th scope="col">Peers</th>
        </tr>
      </thead>
      <tbody>
        {loaded.nodes.map((node) => (
          <tr key={node.node}>
            <th scope="row">{node.name}</th>
            <td>{percent(node.uptime)}</td>
            <td>{formatBytes(BigInt(node.latest[GAUGE.quotaUsed] ?? '0'))}</td>
            <td>{node.latest[GAUGE.files] ?? '-'}</td>
            <td>{node.latest[GAUGE.peers] ?? '-'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td />
          <td>{formatBytes(total(GAUGE.quotaUsed))}</td>
          <td>{total(GAUGE.files).toString()}</td>
          <td>{total(GAUGE.peers).toString()}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The Analytics section: what each node did while a vault page was open, per range. */
export function AnalyticsPage() {
  const { nodes, current } = useHistoryNodes()
  const range = useStore($historyRange)
  const [shown, setShown] = useState(current)
  const [loaded, setLoaded] = useState<HistorySectionState>({ state: 'loading' })
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState('')
  /** The range the charts show: the benchmark times a range's drawing by it. */
  const [loadedRange, setLoadedRange] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const nodesKey = nodes.map((node) => `${node.key}=${node.name}`).join('\n')

  const reload = useCallback(() => {
    let cancelled = false
    void loadHistorySection(nodes, range).then((next) => {
      if (cancelled) return
      setLoaded(next)
      setLoadedRange(range)
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nodesKey stands for nodes
  }, [nodesKey, range])

  useEffect(() => {
    let stop = reload()
    const timer = setInterval(() => {
      stop()
      stop = reload()
    }, REFRESH_MS)
    return () => {
      stop()
      clearInterval(timer)
    }
  }, [reload])

  const node =
    loaded.state === 'ready'
      ? (loaded.nodes.find((each) => each.node === shown) ?? loaded.nodes[0])
      : undefined
  const short = range === '1h' || range === '24h'

  const save = async (format: ExportFormat) => {
    try {
      const text = await exportHistory(nodes, format)
      const type = format === 'csv' ? 'text/csv' : 'application/json'
      const saved =
        root.current && saveTextFile(`vault-history.${format}`, text, type, root.current)
      setMessage(
        saved ? `History exported as ${format.toUpperCase()}.` : 'This browser cannot save a file.',
      )
    } catch {
      setMessage('The history could not be read, so nothing was exported.')
    }
  }

  const clear = async () => {
    setConfirming(false)
    try {
      await clearHistory(nodes, false)
      setMessage('History cleared.')
    } catch {
      setMessage('The history could not be cleared: the browser refused it.')
    }
    reload()
  }

  return (
    <div className="analytics" ref={root}>
      <StyleSheet name="analytics-page" css={css} />
      <Card title="History">
        <div className="analytics__actions">
          <Button size="small" variant="outline" onClick={() => void save('csv')}>
            Export CSV
          </Button>
          <Button size="small" variant="outline" onClick={() => void save('json')}>
            Export JSON
          </Button>
          <Button size="small" variant="danger" onClick={() => setConfirming(true)}>
            Clear history
          </Button>
        </div>
        <div className="analytics__controls">
          <RangePicker />
          {nodes.length > 1 && (
            <label className="analytics__node">
              Node{' '}
              <select value={shown} onChange={(event) => setShown(event.target.value)}>
                {nodes.map((each) => (
                  <option key={each.key} value={each.key}>
                    {each.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <p role="status" className="analytics__message">
          {message}
        </p>
        {loaded.state === 'loading' && <p>Reading the history…</p>}
        {loaded.state === 'problem' && (
          <p role="alert" className="analytics__problem">
            {HISTORY_PROBLEM_TEXT[loaded.problem]}
          </p>
        )}
        {loaded.state === 'ready' && loaded.ignored > 0 && (
          <p className="analytics__note">
            {loaded.ignored} stored records were not the vault&apos;s history and are left out.
          </p>
        )}
        {loaded.state === 'ready' && loaded.earlierSeries && (
          <p className="analytics__note">
            Another node line served at this address before: its history is kept apart (in the
            exports), not mixed into these charts.
          </p>
        )}
        {node && (
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
            <div className="analytics__charts" data-range={loadedRange ?? undefined}>
              {node.charts.map((chart) => (
                <HistoryChart
                  key={chart.id}
                  chart={chart}
                  times={node.times}
                  gapAt={node.gapAt}
                  short={short}
                />
              ))}
            </div>
          </>
        )}
        {loaded.state === 'ready' && loaded.nodes.length > 1 && (
          <div className="analytics__fleet-wrap" tabIndex={0} role="region" aria-label="All nodes">
            <FleetTable loaded={loaded} />
          </div>
        )}
      </Card>
      <Modal
        open={confirming}
        title="Clear history?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="outline" data-autofocus onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void clear()}>
              Clear history
            </Button>
          </>
        }
      >
        <p>
          The history this browser kept of {nodes.length > 1 ? 'these nodes' : 'this node'} is
          removed. The nodes and their files are not touched.
        </p>
      </Modal>
    </div>
  )
}
