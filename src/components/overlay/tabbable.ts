const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false
  // Real browsers know about display:none and visibility; happy-dom has no layout to ask.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility()
}

/** The elements of `container` that Tab reaches, in DOM order (no positive tabindex support). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  )
}

/** The focused element as seen from `node`'s root, following open shadow roots inward. */
export function deepActiveElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
