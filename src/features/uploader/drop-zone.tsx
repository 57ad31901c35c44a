import { useId, useRef, useState, type DragEvent } from 'react'
import { MAX_FILES_PER_UPLOAD } from '../../stores/node/upload-list.ts'

interface DropZoneProps {
  single: boolean
  onFiles: (files: File[]) => void
}

/** Where files are dropped or picked; the button is the keyboard and screen-reader path. */
export function DropZone({ single, onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [over, setOver] = useState(false)

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    const files = [...event.dataTransfer.files]
    if (files.length > 0) onFiles(files)
  }

  return (
    <div
      className={over ? 'drop-zone drop-zone--over' : 'drop-zone'}
      part="drop-zone"
      onDragEnter={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={onDrop}
    >
      <p className="drop-zone__title">
        {single ? 'Drop your file here or ' : 'Drop your file(s) here or '}
        <button
          type="button"
          className="drop-zone__browse"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          browse
        </button>
      </p>
      <p className="drop-zone__hint" id={hintId}>
        {single ? 'Choose one single file' : `Up to ${MAX_FILES_PER_UPLOAD} files`}
      </p>
      <input
        ref={input}
        className="drop-zone__input"
        type="file"
        multiple={!single}
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          // Cleared so picking the same file again still fires change.
          event.currentTarget.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}
