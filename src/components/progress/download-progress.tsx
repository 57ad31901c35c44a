import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import css from './download-progress.css?inline'

export interface DownloadProgressProps {
  /** The file's name, or what to call it when it has none. */
  name: string
  blocksReceived: number
  blocksTotal: number
  bytes: bigint
  totalBytes: bigint
  /** Bytes per second and seconds left; null while unknown. */
  speed: number | null
  secondsLeft: number | null
  /** The numbers are the last known (the node did not answer the last ask). */
  stale: boolean
  cancelling: boolean
  /** Why the last cancel did not work. */
  problem: string | null
  onCancel: () => void
}

/** The line under the bar: blocks, bytes, and where known the speed and time left. */
export function downloadNumbers(props: DownloadProgressProps): string {
  const parts = [
    `${props.blocksReceived} of ${props.blocksTotal || '?'} blocks`,
    `${formatBytes(props.bytes)} of ${formatBytes(props.totalBytes)}`,
  ]
  if (props.speed !== null) parts.push(`${formatBytes(props.speed)}/s`)
  if (props.secondsLeft !== null) parts.push(`${formatDuration(Math.ceil(props.secondsLeft))} left`)
  return parts.join(' · ')
}

/** A download from the network into the node: its bar, its numbers and a Cancel button. */
export function DownloadProgress(props: DownloadProgressProps) {
  const { name, blocksReceived, blocksTotal, stale, cancelling, problem, onCancel } = props
  return (
    <div className="vault-download-progress">
      <StyleSheet name="download-progress" css={css} />
      <p className="vault-download-progress__name" title={name}>
        Fetching {name} into the node
      </p>
      <progress
        className="vault-download-progress__bar"
        max={Math.max(blocksTotal, 1)}
        value={blocksReceived}
        aria-label={`Network download of ${name}`}
      />
      <p className="vault-download-progress__numbers">{downloadNumbers(props)}</p>
      {stale && (
        <p className="vault-download-progress__muted">
          The node does not answer: these numbers are not current.
        </p>
      )}
      {problem && (
        <p className="vault-download-progress__error" role="alert">
          Error when trying to cancel: {problem}
        </p>
      )}
      <Button
        variant="outline"
        size="small"
        icon="close"
        loading={cancelling}
        aria-label={`Cancel the download of ${name}`}
        onClick={onCancel}
      >
        Cancel
      </Button>
    </div>
  )
}
