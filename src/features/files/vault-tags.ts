import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type VaultTag = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  limit?: number | string
}

// The files page places the upload, download and fetch cards as their own elements (registered by
// src/index.ts), so it composes them without importing their features.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'vault-uploader': VaultTag
      'vault-download': VaultTag
      'vault-manifest-fetch': VaultTag
    }
  }
}
