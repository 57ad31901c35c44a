import {
  Uploader,
  type UploadCompleteDetail,
  type UploadRemovedDetail,
} from '../features/uploader/uploader.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

declare module './events.ts' {
  interface VaultEventMap {
    /** An upload finished and the node answered with the file's cid. */
    'vault-upload-complete': CustomEvent<UploadCompleteDetail>
    /** The user closed one of this uploader's cards. */
    'vault-upload-removed': CustomEvent<UploadRemovedDetail>
  }
}

/**
 * `<vault-uploader>`: drop zone and picker, up to 10 files at once, a progress card per file with
 * speed, time left, cancel, retry and close. `single` takes one file at a time and shows
 * only its own card.
 */
export const VaultUploader = defineVaultElement({
  tag: 'vault-uploader',
  component: Uploader,
  attributes: { single: 'boolean' },
  events: { onUploadComplete: 'vault-upload-complete', onUploadRemoved: 'vault-upload-removed' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-uploader': InstanceType<typeof VaultUploader>
  }
}
