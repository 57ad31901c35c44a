import { createContext } from 'react'

/** Where a component's stylesheets are adopted: its element's shadow root, or the document. */
export type StyleRoot = Document | ShadowRoot

/**
 * The shadow root of the element a component renders in, provided by the element's root component.
 * Without a provider (a component rendered directly into a page) styles go to the document.
 */
export const StyleRootContext = createContext<StyleRoot | null>(null)
