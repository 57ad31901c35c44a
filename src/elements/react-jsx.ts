// JSX typings for React 19 hosts: `import 'codex-vault/react-jsx'` (types only) and every
// `<vault-*>` tag takes its typed properties, the configuration attributes and `onvault-*`
// listeners. React 19 sets a prop the element has as a property (`single={true}` reflects to
// `single=""`), passes other props as attributes, and adds `on<event>` functions as listeners.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { CONFIG_ATTRIBUTES } from './config.ts'
import type { VaultEventMap } from './events.ts'

type VaultTag = Extract<keyof HTMLElementTagNameMap, `vault-${string}`>

/** `onvault-upload-complete={(event) => event.detail.cid}`: a typed listener per event. */
export type VaultEventProps = {
  [Name in keyof VaultEventMap as `on${Name}`]?: (event: VaultEventMap[Name]) => void
}

/** The element's own properties (`single`, `limit`, `open`, `nodeUrl`, ...), each optional. */
type OwnProperties<Element> = Partial<Omit<Element, keyof HTMLElement>>

export type VaultElementProps<Tag extends VaultTag> = DetailedHTMLProps<
  HTMLAttributes<HTMLElementTagNameMap[Tag]>,
  HTMLElementTagNameMap[Tag]
> &
  OwnProperties<HTMLElementTagNameMap[Tag]> &
  Partial<Record<keyof typeof CONFIG_ATTRIBUTES, string>> &
  VaultEventProps

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    type VaultIntrinsicElements = { [Tag in VaultTag]: VaultElementProps<Tag> }
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends VaultIntrinsicElements {}
  }
}
