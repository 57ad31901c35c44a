import { useId, useState, type FormEvent } from 'react'
import { checkFolderName, createFolder, folders as nodeFolders } from '../../stores/node/folders.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import { Button } from '../../components/button/button.tsx'

/** Creates a folder; the spec's message shows as the user types and blocks creation. */
export function FolderForm({ onCreated }: { onCreated: (name: string) => void }) {
  const scope = useNodeScope()
  const folders = useNodeStore(nodeFolders)
  const [name, setName] = useState('')
  const fieldId = useId()
  const problemId = useId()
  const problem = checkFolderName(name, folders)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (problem || name === '') return
    if (createFolder(scope, name) === null) {
      onCreated(name)
      setName('')
    }
  }

  return (
    <form className="folder-form" noValidate onSubmit={onSubmit}>
      <label className="vault-visually-hidden" htmlFor={fieldId}>
        Folder name
      </label>
      <input
        id={fieldId}
        className="files__field"
        value={name}
        placeholder="Folder name"
        autoComplete="off"
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button
        type="submit"
        variant="outline"
        size="small"
        icon="plus"
        disabled={problem !== null || name === ''}
      >
        Create folder
      </Button>
      {problem && (
        <p className="folder-form__problem" id={problemId} role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
