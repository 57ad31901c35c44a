import { Button } from '../../components/button/button.tsx'
import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { SideSheet } from '../../components/side-sheet/side-sheet.tsx'
import { copyCid } from '../../stores/node/file-actions.ts'
import type { FileEntry } from '../../stores/node/file-list.ts'
import { showToast } from '../../stores/page/toasts.ts'
import { FileDetails } from './file-details.tsx'
import { useDownloadLocal } from './node-file-hooks.ts'

/** The side sheet that shows a file's details, with copy and download at hand. */
export function FileDetailsSheet(props: {
  file: FileEntry | null
  onClose: () => void
  /** Offers "Request storage" for the file. */
  onRequestStorage?: (cid: string) => void
  /** Offers "Delete" (asking first is the caller's). */
  onDelete?: (file: FileEntry) => void
}) {
  const { file, onClose, onRequestStorage, onDelete } = props
  const download = useDownloadLocal()
  return (
    <SideSheet
      open={file !== null}
      title="File details"
      onClose={onClose}
      footer={
        file && (
          <>
            <CopyButton
              label="Copy CID"
              onCopy={async () => {
                const { copied, message } = await copyCid(file.cid)
                if (!copied) showToast('error', message)
                return copied
              }}
            />
            <Button icon="download" onClick={() => download(file.cid)}>
              Download
            </Button>
            {onRequestStorage && (
              <Button variant="outline" icon="plus" onClick={() => onRequestStorage(file.cid)}>
                Request storage
              </Button>
            )}
            {onDelete && (
              <Button variant="danger" icon="trash" onClick={() => onDelete(file)}>
                Delete
              </Button>
            )}
          </>
        )
      }
    >
      {file && <FileDetails file={file} />}
    </SideSheet>
  )
}
