import { Suspense, useEffect, useState } from 'react'
import { Card } from '../../components/card/card.tsx'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import {
  $lastCompletedUpload,
  $lastRemovedUpload,
  startUploadsWhenLoaded,
  uploads,
} from '../../stores/node/upload-list.ts'
import { advertisingKnown } from '../../stores/node/advertising-known.ts'
import { DropZone } from './drop-zone.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './uploader.css?inline'

export interface UploadCompleteDetail {
  cid: string
  filename: string
}

export interface UploadRemovedDetail {
  /** The removed card's cid, null when the upload never finished. */
  cid: string | null
  filename: string
}

export interface UploaderProps {
  /** Accept one file at a time (the first of several), show only its own card, none while one is shown. */
  single?: boolean
  onUploadComplete?: (detail: UploadCompleteDetail) => void
  /** A card this uploader started was closed. */
  onUploadRemoved?: (detail: UploadRemovedDetail) => void
}

let uploaderCount = 0

// The cards load with the first drop, before anything is sent, as the code that sends files does
// (startUploadsWhenLoaded): an uploader on a page that never gets a file costs only its drop zone.
const UploadCard = lazyComponent(() => import('./upload-card.tsx'), 'UploadCard')

/** The Upload card: a drop zone and one progress card per file, newest first. */
export function Uploader({
  single = false,
  onUploadComplete: onComplete,
  onUploadRemoved: onRemoved,
}: UploaderProps) {
  const scope = useNodeScope()
  const nodeUploads = useNodeStore(uploads)
  const [warning, setWarning] = useState<string | null>(null)
  const canAnnounce = useNodeStore(advertisingKnown)
  const [announce, setAnnounce] = useState(true)
  // Not useId: every element is its own React root, and ids repeat across roots.
  const [origin] = useState(() => `uploader-${++uploaderCount}`)

  useEffect(
    () =>
      $lastCompletedUpload.listen((upload) => {
        if (upload?.origin === origin) onComplete?.({ cid: upload.cid, filename: upload.file.name })
      }),
    [origin, onComplete],
  )
  useEffect(
    () =>
      $lastRemovedUpload.listen((upload) => {
        if (upload?.origin === origin) onRemoved?.({ cid: upload.cid, filename: upload.file.name })
      }),
    [origin, onRemoved],
  )
  const shown = single ? nodeUploads.filter((item) => item.origin === origin) : nodeUploads

  function onFiles(files: File[]) {
    const advertise = !canAnnounce || announce
    void startUploadsWhenLoaded(
      scope,
      files,
      { single, origin, advertise },
      UploadCard.preload,
    ).then(setWarning)
  }

  return (
    <Card title="Upload" className="uploader" part="base">
      <StyleSheet name="uploader" css={css} />
      <DropZone single={single} onFiles={onFiles} />
      {canAnnounce && (
        <label className="uploader__announce">
          <input
            type="checkbox"
            checked={announce}
            onChange={(event) => setAnnounce(event.target.checked)}
          />{' '}
          Announce to the network
          <span className="uploader__announce-hint">
            {announce
              ? 'Peers can find and fetch the file.'
              : 'Private: peers cannot fetch the file, not even its manifest.'}
          </span>
        </label>
      )}
      {warning && (
        <p className="uploader__warning" role="alert">
          {warning}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="uploader__list" aria-label="Uploads">
          <Suspense>
            {shown.map((item) => (
              <UploadCard key={item.id} item={item} />
            ))}
          </Suspense>
        </ul>
      )}
    </Card>
  )
}
