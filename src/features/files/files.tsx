import { useStore } from '@nanostores/react'
import { Suspense, useCallback, useId, useMemo, useState, type ComponentType } from 'react'
import { refreshFiles } from '../../stores/node/files.ts'
import { files as nodeFiles, type FileEntry } from '../../stores/node/file-list.ts'
import { countTypes, createFilesView } from '../../stores/node/files-view.ts'
import { folders as nodeFolders } from '../../stores/node/folders.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import type { StorageRequestCreated } from '../../stores/node/storage-request-wizard.ts'
import { capabilities } from '../../stores/node/profile.ts'
import { FileDetailsSheet } from './file-details-sheet.tsx'
import { FilesTable } from './files-table.tsx'
import { FolderBar } from './folder-bar.tsx'
import { TypeFilter } from './type-filter.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './files.css?inline'

// The confirmation and the delete call load with the first Delete.
const DeleteFileModal = lazyComponent(() => import('./delete-file-modal.tsx'), 'DeleteFileModal')

/** The storage request wizard, as the shell hands it to the files (a feature never imports another). */
export type StorageRequestSlot = ComponentType<{
  /** The file to request storage for; null closes the wizard. */
  cid: string | null
  onClose: () => void
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}>

export interface FilesProps {
  /** Show only the first `limit` files of the current order (the dashboard shows 4). */
  limit?: number
  /** With it, a file's details offer "Request storage", which opens it for that file. */
  storageRequest?: StorageRequestSlot
  /** A storage request made from a file's details was accepted by the node. */
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}

/** The Files card: every file on the node, with folders, filters, sorting and details. */
export function Files({
  limit,
  storageRequest: StorageRequest,
  onStorageRequestCreated,
}: FilesProps) {
  const scope = useNodeScope()
  const [view] = useState(() => createFilesView(scope))
  const files = useNodeStore(nodeFiles)
  const rows = useStore(view.$rows)
  const filter = useStore(view.$filter)
  const sort = useStore(view.$sort)
  const folders = useNodeStore(nodeFolders)
  const [selected, setSelected] = useState<FileEntry | null>(null)
  const [deleting, setDeleting] = useState<FileEntry | null>(null)
  const [deleteAsked, setDeleteAsked] = useState(false)
  const canDelete = useNodeStore(capabilities)?.deleteFiles ?? false
  const askDelete = useCallback((file: FileEntry) => {
    setSelected(null)
    setDeleteAsked(true)
    setDeleting(file)
  }, [])
  const [requestCid, setRequestCid] = useState<string | null>(null)
  // The wizard's code loads on the first Request storage, and stays for its exit animation.
  const [requested, setRequested] = useState(false)
  const titleId = useId()
  const searchId = useId()

  // A folder deleted here or in another tab: back to all files.
  const folder = folders.some((each) => each.name === filter.folder) ? filter.folder : null
  const shown = limit && limit > 0 ? rows.slice(0, limit) : rows
  const counts = useMemo(() => countTypes(files.state === 'ready' ? files.data : []), [files])

  return (
    <section className="files" part="base" aria-labelledby={titleId}>
      <StyleSheet name="files" css={css} />
      <h2 className="files__title" id={titleId}>
        Files
      </h2>
      <FolderBar active={folder} onSelect={view.setFolder} />
      <div className="files__filters">
        <label className="vault-visually-hidden" htmlFor={searchId}>
          Search files
        </label>
        <input
          id={searchId}
          className="files__field"
          type="search"
          placeholder="Search by name or CID"
          value={filter.text}
          onChange={(event) => view.setText(event.currentTarget.value)}
        />
        <TypeFilter counts={counts} selected={filter.types} onToggle={view.toggleType} />
      </div>
      <QueryErrorCard
        query={files}
        subtitle={ERROR_SUBTITLES.retrieveData}
        onRetry={() => refreshFiles(scope)}
      />
      {files.state !== 'error' && (
        <FilesTable
          rows={shown}
          sort={sort}
          loading={files.state === 'loading'}
          onSort={view.setSort}
          onDetails={setSelected}
          onDelete={canDelete ? askDelete : undefined}
        />
      )}
      <FileDetailsSheet
        file={selected}
        onClose={() => setSelected(null)}
        onDelete={canDelete ? askDelete : undefined}
        onRequestStorage={
          StorageRequest &&
          ((cid) => {
            setSelected(null)
            setRequested(true)
            setRequestCid(cid)
          })
        }
      />
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteFileModal file={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
      {StorageRequest && requested && (
        <Suspense fallback={null}>
          <StorageRequest
            cid={requestCid}
            onClose={() => setRequestCid(null)}
            onStorageRequestCreated={onStorageRequestCreated}
          />
        </Suspense>
      )}
    </section>
  )
}
