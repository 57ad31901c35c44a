import { PurchasesPage, type PurchasesPageProps } from '../features/purchases/purchases-page.tsx'
import {
  StorageRequestWizard,
  type StorageRequestWizardProps,
} from '../features/purchases/storage-request-wizard.tsx'
import { StorageRequestUpload } from './storage-request-slots.tsx'

/** `<vault-purchases>`: the page, its wizard offering an upload in place. */
export function PurchasesWithUpload(props: Omit<PurchasesPageProps, 'upload'>) {
  return <PurchasesPage {...props} upload={<StorageRequestUpload />} />
}

/** `<vault-storage-request-wizard>`: the wizard alone, offering an upload in place. */
export function StorageRequestWizardWithUpload(props: Omit<StorageRequestWizardProps, 'upload'>) {
  return <StorageRequestWizard {...props} upload={<StorageRequestUpload />} />
}
