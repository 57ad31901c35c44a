/** Whether this copy of the vault already warned about a second copy (once per copy, not per tag). */
let warned = false

/**
 * Registers a custom element once. A second bundle on the same page that brings another class for
 * the same tag keeps the first one and says so, instead of throwing.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag)
  if (existing === element) return
  if (existing) {
    // One line for a second bundle, not one per tag it brings.
    if (!warned)
      console.warn(`<${tag}> is already defined by another copy of the vault; keeping the first.`)
    warned = true
    return
  }
  upgrading = true
  try {
    customElements.define(tag, element)
  } finally {
    // A definition that throws must not leave later elements taken for upgraded ones.
    upgrading = false
  }
}

/**
 * Whether an element being built now is one its tag's definition upgrades: it was in the page
 * before, and its setup runs inside the script that defines the tag (the page's module evaluation).
 */
export let upgrading = false
