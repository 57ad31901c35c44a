import { formatBytes } from '../../lib/bytes.ts'
import {
  cancelUpload,
  closeUpload,
  retryUpload,
  type UploadItem,
} from '../../stores/node/uploads.ts'
import { advertisingServed } from '../../stores/node/advertising.ts'
import { useNodeStore } from '../../stores/react.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './upload-card.css?inline'
import { uploadNumbers, uploadPercent } from './upload-numbers.ts'

function statusText(item: UploadItem): string {
  if (item.status === 'error') return item.error ?? 'The upload failed.'
  if (item.status === 'done') {
    if (!item.cid) return 'Sent, waiting for the node to store it…'
    return item.advertise
      ? 'File uploaded successfully'
      : 'File uploaded successfully, not announced to the network'
  }
  return 'Uploading…'
}

function CardButton(props: { label: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="upload-card__action"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}

/** One file's upload: its preview, progress numbers, outcome, and cancel or close. */
export function UploadCard({ item }: { item: UploadItem }) {
  // The uploader's first load cannot ask whether the node serves advertising (no client code
  // yet); its first card can, so "Announce to the network" shows from the next drop on.
  useNodeStore(advertisingServed)
  const name = item.file.name || 'Unnamed file'
  const finished = item.status === 'error' || item.cid !== null
  return (
    <li className={`upload-card upload-card--${item.status}`} part="upload-card">
      <StyleSheet name="upload-card" css={css} />
      {item.preview ? (
        <img className="upload-card__preview" src={item.preview} alt="" />
      ) : (
        <span className="upload-card__icon" aria-hidden="true">
          {item.file.type.split('/')[0] === 'video' ? '🎞' : '📄'}
        </span>
      )}
      <div className="upload-card__body">
        <p className="upload-card__name" title={name}>
          {name} <span className="upload-card__size">{formatBytes(item.total)}</span>
        </p>
        <progress
          className="upload-card__bar"
          max={100}
          value={uploadPercent(item)}
          aria-label={`Upload of ${name}`}
        />
        <p className="upload-card__numbers">{uploadNumbers(item)}</p>
        <p
          className="upload-card__status"
          role={item.status === 'error' ? 'alert' : 'status'}
          aria-live="polite"
        >
          {statusText(item)}
        </p>
        {item.cid && <p className="upload-card__cid">{item.cid}</p>}
      </div>
      {item.status === 'error' && (
        <CardButton label={`Retry the upload of ${name}`} onClick={() => retryUpload(item.id)}>
          ↻
        </CardButton>
      )}
      {finished ? (
        <CardButton label={`Close ${name}`} onClick={() => closeUpload(item.id)}>
          ✕
        </CardButton>
      ) : (
        <CardButton label={`Cancel the upload of ${name}`} onClick={() => cancelUpload(item.id)}>
          ■
        </CardButton>
      )}
    </li>
  )
}
