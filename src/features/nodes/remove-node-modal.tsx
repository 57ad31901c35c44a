import { useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Modal } from '../../components/modal/modal.tsx'
import type { RegisteredNode } from '../../stores/nodes/registry.ts'

/** Asks before a node leaves the list; Cancel has the focus first. */
export function RemoveNodeModal(props: {
  node: RegisteredNode | null
  onConfirm: (node: RegisteredNode) => void
  onClose: () => void
}) {
  const { node, onConfirm, onClose } = props
  // Kept through the exit animation, when `node` is already null.
  const [shown, setShown] = useState<RegisteredNode | null>(node)
  if (node && node !== shown) setShown(node)
  return (
    <Modal
      open={node !== null}
      title="Remove this node?"
      onClose={onClose}
      footer={
        shown && (
          <>
            <Button variant="outline" data-autofocus onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" icon="trash" onClick={() => onConfirm(shown)}>
              Remove
            </Button>
          </>
        )
      }
    >
      {shown && (
        <p>
          <strong>{shown.name}</strong> ({shown.url}) leaves your node list, with its password and
          what this browser kept for it (folders, purchases made here, nicknames, upload times). The
          node itself and its files are not touched.
        </p>
      )}
    </Modal>
  )
}
