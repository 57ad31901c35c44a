import { Suspense, useState } from 'react'
import type { WizardClosedDetail } from '../features/purchases/storage-request-wizard.tsx'
import {
  chooseUploadedFile,
  forgetUploadedFile,
  type StorageRequestCreated,
} from '../stores/storage-request-wizard.ts'
import { lazyNamed } from './lazy-named.ts'

const Uploader = lazyNamed(() => import('../features/uploader/uploader.tsx'), 'Uploader')
const StorageRequestWizard = lazyNamed(
  () => import('../features/purchases/storage-request-wizard.tsx'),
  'StorageRequestWizard',
)

/** The upload in the wizard's first step: one file, whose cid becomes the chosen one. */
export function StorageRequestUpload() {
  return (
    <Suspense fallback={null}>
      <Uploader
        single
        onUploadComplete={({ cid }) => chooseUploadedFile(cid)}
        onUploadRemoved={({ cid }) => forgetUploadedFile(cid)}
      />
    </Suspense>
  )
}

/** The wizard a file's "Request storage" opens; its code loads when first opened. */
export function FileStorageRequest({
  open,
  onClose,
  onStorageRequestCreated,
}: {
  open: boolean
  onClose: (detail: WizardClosedDetail) => void
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}) {
  // Mounted from the first opening on, so closing plays its exit and gives focus back.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <StorageRequestWizard
        open={open}
        onClose={onClose}
        onStorageRequestCreated={onStorageRequestCreated}
        upload={<StorageRequestUpload />}
      />
    </Suspense>
  )
}
