import { useStore } from '@nanostores/react'
import { useRef, useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { Modal } from '../../components/modal/modal.tsx'
import { useNodeOf } from '../../stores/react.ts'
import { historySection } from '../../stores/history/history-section.ts'
import { HISTORY_PROBLEM_TEXT } from '../../stores/history/history-state.ts'
import { $privateWindow, PRIVATE_WINDOW_TEXT } from '../../stores/page/private-window.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { FleetTable } from './fleet-table.tsx'
import { FleetView } from './fleet-view.tsx'
import { NodeSummary } from './node-summary.tsx'
import { RangePicker } from './range-picker.tsx'
import css from './analytics-page.css?inline'

/** The Analytics section: what each node did while a vault page was open, per range. */
export function AnalyticsPage() {
  const section = useNodeOf(historySection)
  const loaded = useStore(section.$state)
  const nodes = useStore(section.$nodes)
  const shown = useStore(section.$shown)
  const message = useStore(section.$message)
  const prometheusProblem = useStore(section.$prometheusProblem)
  const firstPoint = useStore(section.$firstPoint)
  const privateWindow = useStore($privateWindow)
  const [confirming, setConfirming] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  const node =
    loaded.state === 'ready'
      ? (loaded.nodes.find((each) => each.node === shown) ?? loaded.nodes[0])
      : undefined
  const save = (format: 'csv' | 'json') => {
    if (root.current) void section.exportAs(format, root.current)
  }

  return (
    <div className="analytics" ref={root}>
      <StyleSheet name="analytics-page" css={css} />
      <Card title="History">
        <div className="analytics__actions">
          <Button size="small" variant="outline" onClick={() => save('csv')}>
            Export CSV
          </Button>
          <Button size="small" variant="outline" onClick={() => save('json')}>
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
              <select value={shown} onChange={(event) => section.show(event.target.value)}>
                {nodes.map((each) => (
                  <option key={each.key} value={each.key}>
                    {each.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {privateWindow && <p className="analytics__private">{PRIVATE_WINDOW_TEXT}</p>}
        <p role="status" className="analytics__message">
          {message}
        </p>
        {prometheusProblem && <p className="analytics__problem">{prometheusProblem}</p>}
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
        {firstPoint && <p className="analytics__note">{firstPoint}</p>}
        {node && <NodeSummary node={node} />}
        {loaded.state === 'ready' && loaded.nodes.length > 1 && (
          <div className="analytics__fleet-wrap" tabIndex={0} role="region" aria-label="All nodes">
            <FleetTable nodes={loaded.nodes} />
          </div>
        )}
      </Card>
      <FleetView several={nodes.length > 1} />
      <Modal
        open={confirming}
        title="Clear history?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="outline" data-autofocus onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false)
                void section.clear()
              }}
            >
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
