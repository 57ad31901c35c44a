import { Suspense, useLayoutEffect } from 'react'
import type { WizardClosedDetail } from '../features/purchases/storage-request-wizard.tsx'
import { useNodeScope } from '../stores/react.ts'
import {
  chooseUploadedFile,
  forgetUploadedFile,
  requestStorageFor,
  type StorageRequestCreated,
} from '../stores/node/storage-request-wizard.ts'
import { lazyComponent } from '../components/lazy/lazy-component.ts'

const Uploader = lazyComponent(() => import('../features/uploader/uploader.tsx'), 'Uploader')
const StorageRequestWizard = lazyComponent(
  () => import('../features/purchases/storage-request-wizard.tsx'),
  'StorageRequestWizard',
)

/** The upload in the wizard's first step: one file, whose cid becomes the chosen one. */
export function StorageRequestUpload() {
  const scope = useNodeScope()
  return (
    <Suspense fallback={null}>
      <Uploader
        single
        onUploadComplete={({ cid }) => chooseUploadedFile(scope, cid)}
        onUploadRemoved={({ cid }) => forgetUploadedFile(scope, cid)}
      />
    </Suspense>
  )
}

/** The wizard a file's "Request storage" opens, started over on that file. */
export function FileStorageRequest({
  cid,
  onClose,
  onStorageRequestCreated,
}: {
  cid: string | null
  onClose: (detail: WizardClosedDetail) => void
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}) {
  const scope = useNodeScope()
  // Before paint, so the wizard never shows the previous file for a frame.
  useLayoutEffect(() => {
    if (cid !== null) requestStorageFor(scope, cid)
  }, [cid, scope])
  return (
    <Suspense fallback={null}>
      <StorageRequestWizard
        open={cid !== null}
        onClose={onClose}
        onStorageRequestCreated={onStorageRequestCreated}
        upload={<StorageRequestUpload />}
      />
    </Suspense>
  )
}
