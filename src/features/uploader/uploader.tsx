import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { Card } from '../../components/card/card.tsx'
import { $uploads, startUploads, type UploadItem } from '../../stores/uploads.ts'
import { DropZone } from './drop-zone.tsx'
import { UploadCard } from './upload-card.tsx'
import css from './uploader.css?inline'

export interface UploadCompleteDetail {
  cid: string
  filename: string
}

export interface UploaderProps {
  /** Accept one file at a time (the first of several), and none while a card is shown. */
  single?: boolean
  onUploadComplete?: (detail: UploadCompleteDetail) => void
}

/** The Upload card: a drop zone and one progress card per file, newest first. */
export function Uploader({ single = false, onUploadComplete }: UploaderProps) {
  const uploads = useStore($uploads)
  const [warning, setWarning] = useState<string | null>(null)

  const onComplete = (cid: string, item: UploadItem) =>
    onUploadComplete?.({ cid, filename: item.file.name })

  function onFiles(files: File[]) {
    setWarning(startUploads(files, { single, onComplete }))
  }

  return (
    <Card title="Upload" className="uploader" part="base">
      <style>{css}</style>
      <DropZone single={single} onFiles={onFiles} />
      {warning && (
        <p className="uploader__warning" role="alert">
          {warning}
        </p>
      )}
      {uploads.length > 0 && (
        <ul className="uploader__list" aria-label="Uploads">
          {uploads.map((item) => (
            <UploadCard key={item.id} item={item} onComplete={onComplete} />
          ))}
        </ul>
      )}
    </Card>
  )
}
