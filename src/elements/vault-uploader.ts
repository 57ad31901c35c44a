import { Uploader, type UploadCompleteDetail } from '../features/uploader/uploader.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

declare module './events.ts' {
  interface VaultEventMap {
    /** An upload finished and the node answered with the file's cid. */
    'vault-upload-complete': CustomEvent<UploadCompleteDetail>
  }
}

/**
 * `<vault-uploader>`: drop zone, file picker and one progress card per file.
 * Attribute `single="true"` takes one file at a time. Fires `vault-upload-complete`.
 */
export const VaultUploader = defineVaultElement({
  tag: 'vault-uploader',
  component: Uploader,
  attributes: { single: 'boolean' },
  events: { onUploadComplete: 'vault-upload-complete' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-uploader': InstanceType<typeof VaultUploader>
  }
}
