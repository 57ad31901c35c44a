import { useCallback, useMemo } from 'react'
import { Button } from '../../components/button/button.tsx'
import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { SortableTable, type TableColumn } from '../../components/table/sortable-table.tsx'
import type { TableSort } from '../../components/table/table-sort.ts'
import { formatBytes } from '../../lib/bytes.ts'
import { formatUnixSeconds } from '../../lib/dates.ts'
import { copyCid } from '../../stores/node/file-actions.ts'
import type { FileEntry } from '../../stores/node/file-list.ts'
import type { FileSort, FileSortColumn } from '../../stores/node/files-view.ts'
import { FAVORITES, folders as nodeFolders, toggleInFolder } from '../../stores/node/folders.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import { useDownloadLocal } from './node-file-hooks.ts'
import { showToast } from '../../stores/page/toasts.ts'
import { fileName } from './file-name.ts'
import { AdvertiseToggle } from './advertise-toggle.tsx'
import { advertisedRowsWatcher, advertisingServed } from '../../stores/node/advertising.ts'

const ROW_HEIGHT = 56

async function copyWithToast(cid: string): Promise<boolean> {
  const { copied, message } = await copyCid(cid)
  showToast(copied ? 'success' : 'error', message)
  return copied
}

function FileCell({ file }: { file: FileEntry }) {
  const name = fileName(file)
  return (
    <div className="file-cell">
      <span className="file-cell__name" title={name}>
        {name}
      </span>
      <span className="file-cell__cid" title={file.cid}>
        {file.cid}
      </span>
    </div>
  )
}

function FileActions(props: {
  file: FileEntry
  favorite: boolean
  onDetails: () => void
  onDelete?: () => void
}) {
  const { file, favorite, onDetails, onDelete } = props
  const scope = useNodeScope()
  const download = useDownloadLocal()
  const name = fileName(file)
  return (
    <div className="file-actions">
      <CopyButton
        iconOnly
        label={`Copy the CID of ${name}`}
        onCopy={() => copyWithToast(file.cid)}
      />
      <Button
        variant="ghost"
        size="small"
        icon="download"
        aria-label={`Download ${name}`}
        onClick={() => download(file.cid)}
      />
      <button
        type="button"
        className="file-actions__favorite"
        aria-pressed={favorite}
        aria-label={`${name} in Favorites`}
        onClick={() => toggleInFolder(scope, FAVORITES, file.cid)}
      >
        {favorite ? '★' : '☆'}
      </button>
      <Button
        variant="ghost"
        size="small"
        icon="info"
        aria-label={`Details of ${name}`}
        onClick={onDetails}
      />
      {onDelete && (
        <Button
          variant="ghost"
          size="small"
          icon="trash"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        />
      )}
    </div>
  )
}

interface FilesTableProps {
  rows: readonly FileEntry[]
  sort: FileSort
  loading: boolean
  onSort: (sort: FileSort) => void
  onDetails: (file: FileEntry) => void
  /** Offers deleting a file from the node (asking first is the caller's). */
  onDelete?: (file: FileEntry) => void
}

function isSortColumn(column: string): column is FileSortColumn {
  return column === 'name' || column === 'size' || column === 'date'
}

/**
 * The file rows, already in order: sorting happens in the files view (so a limited list shows the
 * first files of the order), and the table only shows and changes the sort.
 */
export function FilesTable(props: FilesTableProps) {
  const { rows, sort, loading, onSort, onDetails, onDelete } = props
  const folders = useNodeStore(nodeFolders)
  const favoriteCids = folders.find((folder) => folder.name === FAVORITES)?.cids
  const served = useNodeStore(advertisingServed)
  const advertising = served.state === 'ready' && served.data
  const scope = useNodeScope()
  const watchRows = useMemo(() => advertisedRowsWatcher(scope), [scope])
  const rowsShown = useCallback(
    (shown: readonly FileEntry[]) => watchRows(shown.map((file) => file.cid)),
    [watchRows],
  )
  const columns = useMemo((): TableColumn<FileEntry>[] => {
    const favorites = new Set(favoriteCids ?? [])
    const announced: TableColumn<FileEntry>[] = advertising
      ? [
          {
            id: 'advertise',
            header: 'Announced',
            width: 'minmax(150px, 1fr)',
            render: (file) => <AdvertiseToggle cid={file.cid} name={fileName(file)} />,
          },
        ]
      : []
    return [
      {
        id: 'name',
        header: 'File',
        width: 'minmax(160px, 3fr)',
        sortable: true,
        render: (file) => <FileCell file={file} />,
      },
      {
        id: 'size',
        header: 'Size',
        width: 'minmax(72px, 1fr)',
        align: 'end',
        sortable: true,
        render: (file) => formatBytes(file.size),
      },
      { id: 'type', header: 'Type', width: 'minmax(112px, 1fr)', render: (file) => file.type },
      {
        id: 'date',
        header: 'Date',
        width: 'minmax(184px, 1.5fr)',
        sortable: true,
        render: (file) => formatUnixSeconds(file.uploadedAt),
      },
      ...announced,
      {
        id: 'actions',
        header: 'Actions',
        width: onDelete ? '204px' : '168px',
        wide: true,
        render: (file) => (
          <FileActions
            file={file}
            favorite={favorites.has(file.cid)}
            onDetails={() => onDetails(file)}
            onDelete={onDelete && (() => onDelete(file))}
          />
        ),
      },
    ]
  }, [favoriteCids, onDetails, onDelete, advertising])
  const tableSort: TableSort = sort
  return (
    <SortableTable
      label="Files"
      columns={columns}
      rows={rows}
      rowKey={(file) => file.cid}
      rowHeight={ROW_HEIGHT}
      maxHeight={Math.min(Math.max(rows.length, 1) * ROW_HEIGHT + ROW_HEIGHT, 560)}
      sort={tableSort}
      presorted
      onSortChange={(next) =>
        onSort(
          next && isSortColumn(next.column)
            ? { column: next.column, direction: next.direction }
            : null,
        )
      }
      emptyText={loading ? 'Loading the files…' : undefined}
      onRowsShown={advertising ? rowsShown : undefined}
    />
  )
}
