import { render as renderInPage, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { KitRoot } from './kit-root.tsx'

/** Testing Library's render, inside what an element's root provides. */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderInPage(ui, { wrapper: KitRoot, ...options })
}
