import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type VaultTag = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  limit?: number | string
}

// Pages place other sections as their own elements (registered by src/index.ts), so they compose
// them without importing each other's features. Type-only: importing this file registers nothing.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'vault-uploader': VaultTag
      'vault-download': VaultTag
      'vault-manifest-fetch': VaultTag
      'vault-files': VaultTag
    }
  }
}
