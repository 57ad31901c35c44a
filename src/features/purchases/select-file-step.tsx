import { useStore } from '@nanostores/react'
import { Suspense, useMemo, type ReactNode } from 'react'
import { SearchableDropdown } from '../../components/dropdown/searchable-dropdown.tsx'
import { files as nodeFiles } from '../../stores/node/file-list.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import {
  setStorageRequestField,
  storageRequestFlow,
} from '../../stores/node/storage-request-wizard.ts'

/** Step 1: a file of the node, or one uploaded here (its cid is chosen when the upload ends). */
export function SelectFileStep({ upload }: { upload?: ReactNode }) {
  const scope = useNodeScope()
  const files = useNodeStore(nodeFiles)
  const { cid } = useStore(storageRequestFlow.of(scope).$form)
  const options = useMemo(
    () =>
      files.state === 'ready'
        ? files.data.map((file) => ({
            value: file.cid,
            label: `${file.filename || 'Unnamed file'} (${file.cid})`,
          }))
        : [],
    [files],
  )
  const listed = options.some((option) => option.value === cid)

  return (
    <div className="storage-request__file">
      <h3 className="storage-request__heading">Select a file to store</h3>
      <SearchableDropdown
        label="Choose a CID"
        placeholder="Search by name or CID"
        options={options}
        value={listed ? cid : null}
        onChange={(value) => setStorageRequestField(scope, 'cid', value)}
        hint={
          files.state === 'error'
            ? `The files cannot be listed: ${files.error.message}`
            : files.state === 'loading'
              ? 'Loading the files…'
              : undefined
        }
      />
      {cid !== '' && (
        <p className="storage-request__chosen">
          Chosen CID: <span className="storage-request__cid">{cid}</span>
        </p>
      )}
      {upload && (
        <>
          <p className="storage-request__or">OR</p>
          <Suspense fallback={null}>{upload}</Suspense>
        </>
      )}
    </div>
  )
}
