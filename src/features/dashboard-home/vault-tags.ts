import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type VaultTag = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  limit?: number | string
}

// The home page places the other sections as their own elements (registered by src/index.ts),
// so it composes them without importing their features.
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
