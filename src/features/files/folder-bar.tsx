import { useState } from 'react'
import { deleteFolder, FAVORITES, folders as nodeFolders } from '../../stores/node/folders.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import { FolderForm } from './folder-form.tsx'
import { Button } from '../../components/button/button.tsx'

interface FolderBarProps {
  /** The folder shown, or null for all files. */
  active: string | null
  onSelect: (folder: string | null) => void
}

/** All files, then Favorites and the user's folders; the shown folder can be deleted. */
export function FolderBar({ active, onSelect }: FolderBarProps) {
  const scope = useNodeScope()
  const folders = useNodeStore(nodeFolders)
  const [confirming, setConfirming] = useState(false)

  function select(folder: string | null) {
    setConfirming(false)
    onSelect(folder)
  }

  return (
    <div className="folder-bar">
      <div className="folder-bar__folders" role="group" aria-label="Folders">
        <button
          type="button"
          className="folder-bar__folder"
          aria-pressed={active === null}
          onClick={() => select(null)}
        >
          All files
        </button>
        {folders.map((folder) => (
          <button
            key={folder.name}
            type="button"
            className="folder-bar__folder"
            aria-pressed={active === folder.name}
            onClick={() => select(folder.name)}
          >
            {folder.name === FAVORITES ? '★ ' : ''}
            {folder.name} ({folder.cids.length})
          </button>
        ))}
      </div>
      <FolderForm onCreated={select} />
      {active !== null && active !== FAVORITES && (
        <div className="folder-bar__delete">
          {confirming ? (
            <>
              <span>Delete the folder {active}? Its files stay on the node.</span>
              <Button
                variant="danger"
                size="small"
                onClick={() => {
                  deleteFolder(scope, active)
                  select(null)
                }}
              >
                Delete
              </Button>
              <Button variant="outline" size="small" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button variant="outline" size="small" icon="trash" onClick={() => setConfirming(true)}>
              Delete folder {active}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
