import { createContext } from 'react'
import type { StyleLayer } from './adopt-style-sheet.ts'

/** Where a component's stylesheets are adopted: its element's shadow root, or the document. */
export type StyleRoot = Document | ShadowRoot

/**
 * The shadow root of the element a component renders in, provided by the element's root component.
 * Without a provider (a component rendered directly into a page) styles go to the document.
 */
export const StyleRootContext = createContext<StyleRoot | null>(null)

/**
 * Told of each stylesheet a render draws, in render order: the build's server render of the page
 * frame (scripts/build/frame.tsx) provides it, and writes the frame's CSS from what it was told.
 */
export const StyleSheetsDrawn = createContext<
  ((sheet: { name: string; css: string; layer: StyleLayer }) => void) | null
>(null)
