import { useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Modal } from '../../components/modal/modal.tsx'
import { deleteFileFromNode } from '../../stores/node/file-delete.ts'
import type { FileEntry } from '../../stores/node/file-list.ts'
import { useNodeScope } from '../../stores/react.ts'
import { showToast } from '../../stores/page/toasts.ts'
import { fileName } from './file-name.ts'

/**
 * Asks before a file is deleted from the node; Cancel has the focus first, so Enter alone never
 * deletes. The outcome is a toast; the modal closes either way.
 */
export function DeleteFileModal(props: { file: FileEntry | null; onClose: () => void }) {
  const { file, onClose } = props
  const scope = useNodeScope()
  const [deleting, setDeleting] = useState(false)
  // Kept through the exit animation, when `file` is already null.
  const [shown, setShown] = useState<FileEntry | null>(file)
  if (file && file !== shown) setShown(file)

  async function confirm(target: FileEntry) {
    setDeleting(true)
    const { deleted, message } = await deleteFileFromNode(scope, target.cid)
    setDeleting(false)
    showToast(deleted ? 'success' : 'error', message)
    onClose()
  }

  return (
    <Modal
      open={file !== null}
      title="Delete this file?"
      onClose={() => {
        if (!deleting) onClose()
      }}
      footer={
        shown && (
          <>
            <Button variant="outline" data-autofocus onClick={onClose} disabled={deleting}>
              Cancel
            </Button>
            <Button
              variant="danger"
              icon="trash"
              loading={deleting}
              onClick={() => void confirm(shown)}
            >
              Delete
            </Button>
          </>
        )
      }
    >
      {shown && (
        <p className="delete-file__text">
          <strong className="delete-file__name">{fileName(shown)}</strong> will be deleted from this
          node and taken out of your folders and Favorites. Copies that other nodes keep are not
          affected.
        </p>
      )}
    </Modal>
  )
}
