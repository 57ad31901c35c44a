import { useEffect, useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import {
  cancelTransfer,
  clearTransfer,
  openTransfer,
  resumeTransfers,
  retryTransfer,
  transfers,
  type Transfer,
} from '../../stores/node/transfers.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './transfers-page.css?inline'

const STATE_TEXT: Record<Transfer['state'], string> = {
  starting: 'Starting',
  running: 'Running',
  done: 'Done',
  failed: 'Stopped',
}

/** What moves, how far and how fast: blocks (downloads), bytes, speed and time left. */
export function transferNumbers(transfer: Transfer): string {
  const parts: string[] = []
  if (transfer.kind === 'download' && transfer.blocksTotal > 0) {
    parts.push(`${transfer.blocksReceived} of ${transfer.blocksTotal} blocks`)
  }
  const total = transfer.totalBytes === null ? '?' : formatBytes(transfer.totalBytes)
  parts.push(`${formatBytes(transfer.bytes)} of ${total}`)
  if (transfer.state === 'running' && transfer.speed !== null) {
    parts.push(`${formatBytes(transfer.speed)}/s`)
  }
  if (transfer.state === 'running' && transfer.secondsLeft !== null) {
    parts.push(`${formatDuration(Math.ceil(transfer.secondsLeft))} left`)
  }
  return parts.join(' · ')
}

const kindText = (transfer: Transfer) =>
  transfer.kind === 'upload'
    ? 'Upload'
    : transfer.transport === 'mix'
      ? 'Download, private (Mix)'
      : 'Download, direct'

function TransferRow({ transfer }: { transfer: Transfer }) {
  const scope = useNodeScope()
  const [problem, setProblem] = useState<string | null>(null)
  const { name, state } = transfer
  const running = state === 'running' || state === 'starting'
  const max = transfer.totalBytes && transfer.totalBytes > 0n ? Number(transfer.totalBytes) : 1
  return (
    <li className="transfers__item">
      <p className="transfers__name" title={name}>
        {name}
      </p>
      <p className="transfers__meta">
        {kindText(transfer)} ·{' '}
        <span className={`transfers__state--${state}`}>{STATE_TEXT[state]}</span>
        {transfer.kind === 'download' && ` · ${transfer.cid}`}
      </p>
      {running && (
        <progress
          className="transfers__bar"
          max={max}
          value={Math.min(Number(transfer.bytes), max)}
          aria-label={`${kindText(transfer)} of ${name}`}
        />
      )}
      <p className="transfers__numbers">{transferNumbers(transfer)}</p>
      {transfer.kind === 'download' && transfer.stale && (
        <p className="transfers__muted">The node does not answer: these numbers are not current.</p>
      )}
      {transfer.message && <p className="transfers__error">{transfer.message}</p>}
      {problem && (
        <p className="transfers__error" role="alert">
          {problem}
        </p>
      )}
      <div className="transfers__actions">
        {running && (
          <Button
            variant="outline"
            size="small"
            icon="close"
            loading={transfer.kind === 'download' && transfer.cancelling}
            aria-label={`Cancel ${name}`}
            onClick={() => void cancelTransfer(scope, transfer)}
          >
            Cancel
          </Button>
        )}
        {state === 'failed' && (
          <Button
            variant="outline"
            size="small"
            icon="refresh"
            aria-label={`Retry ${name}`}
            onClick={() => void retryTransfer(scope, transfer)}
          >
            Retry
          </Button>
        )}
        {state === 'done' && transfer.cid !== null && (
          <Button
            variant="outline"
            size="small"
            icon="download"
            aria-label={`Open ${name}`}
            onClick={() => void openTransfer(scope, transfer).then(setProblem)}
          >
            Open
          </Button>
        )}
        {!running && (
          <Button
            variant="ghost"
            size="small"
            icon="trash"
            aria-label={`Clear ${name} from the list`}
            onClick={() => void clearTransfer(scope, transfer)}
          >
            Clear
          </Button>
        )}
      </div>
    </li>
  )
}

/**
 * Every network download the vault started on the node (kept across reloads: it re-attaches to
 * those the node still runs) and every upload of this page, with cancel, retry and open.
 */
export function TransfersPage() {
  const scope = useNodeScope()
  const list = useNodeStore(transfers)
  useEffect(() => void resumeTransfers(scope), [scope])
  return (
    <div className="transfers" part="base">
      <StyleSheet name="transfers" css={css} />
      <Card title="Transfers">
        {list.length === 0 ? (
          <p className="transfers__empty">
            No transfers yet: network downloads and uploads started from the vault show here.
          </p>
        ) : (
          <ul className="transfers__list" aria-label="Transfers">
            {list.map((transfer) => (
              <TransferRow
                key={transfer.kind === 'download' ? `d:${transfer.cid}` : `u:${transfer.id}`}
                transfer={transfer}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
