import type { ReactNode } from 'react'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Files, type StorageRequestSlot } from './files.tsx'
import { FileUsage } from './file-usage.tsx'
import css from './files-page.css?inline'

interface FilesPageProps {
  /** The upload, download and fetch cards, placed by the shell. */
  uploader: ReactNode
  download: ReactNode
  manifestFetch: ReactNode
  /** Lets a file's details open the storage request wizard. */
  storageRequest?: StorageRequestSlot
}

/** `/dashboard/files`: the full list, with the upload, download and fetch cards beside it. */
export function FilesPage({ uploader, download, manifestFetch, storageRequest }: FilesPageProps) {
  return (
    <div className="files-page">
      <StyleSheet name="files-page" css={css} />
      <div className="files-page__list">
        <Files storageRequest={storageRequest} />
      </div>
      <aside className="files-page__aside" aria-label="Add files">
        {uploader}
        {download}
        {manifestFetch}
      </aside>
      {/* Last, so it appears with the file list without moving anything. */}
      <div className="files-page__usage">
        <FileUsage />
      </div>
    </div>
  )
}
