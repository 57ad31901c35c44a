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
  customElements.define(tag, element)
}
