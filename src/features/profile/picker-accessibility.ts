const WATCHED = ['aria-selected', 'aria-posinset', 'aria-setsize', 'data-menu']

/** Fixes what axe reports inside one element of emoji-mart's shadow root; safe to repeat. */
function repair(element: Element, root: ShadowRoot): void {
  if (element.matches('#nav')) {
    element.setAttribute('role', 'tablist')
    element.setAttribute('aria-label', 'Emoji categories')
  }
  if (element.matches('#nav button')) element.setAttribute('role', 'tab')
  if (element.matches('.scroll') && !element.hasAttribute('tabindex')) {
    // Keyboard users can scroll the emoji grid, whose buttons are all tabindex -1.
    element.setAttribute('tabindex', '0')
    element.setAttribute('aria-label', 'Emojis')
  }
  if (element.matches('button:not([role=tab])')) {
    // A position in the whole grid means nothing on a button; screen readers read the label.
    element.removeAttribute('aria-posinset')
    element.removeAttribute('aria-setsize')
    element.removeAttribute('aria-selected')
  }
  if (element.matches('.skin-tone-button')) {
    // emoji-mart marks the open skin-tone menu with aria-selected; for a button that is aria-expanded.
    const open = root.querySelector('[data-menu]') !== null
    element.setAttribute('aria-expanded', String(open))
  }
}

function repairTree(tree: Element | ShadowRoot, root: ShadowRoot): void {
  if (tree instanceof Element) repair(tree, root)
  for (const element of tree.querySelectorAll('#nav, #nav button, .scroll, button')) {
    repair(element, root)
  }
}

/**
 * emoji-mart renders ARIA that axe rejects (aria-selected and aria-posinset on plain buttons, an
 * unfocusable scroll region) and re-renders at any time, so its shadow root is watched
 * and every rendered element is repaired. Returns the function that stops watching.
 */
export function repairPickerAccessibility(picker: HTMLElement): () => void {
  const root = picker.shadowRoot
  if (!root) return () => {}
  repairTree(root, root)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName === 'data-menu') {
        for (const button of root.querySelectorAll('.skin-tone-button')) repair(button, root)
      } else if (record.target instanceof Element) {
        repair(record.target, root)
      }
      for (const node of record.addedNodes) if (node instanceof Element) repairTree(node, root)
    }
    observer.takeRecords() // our own repairs
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: WATCHED,
  })
  return () => observer.disconnect()
}
