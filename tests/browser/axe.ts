import axe from 'axe-core'

/** Runs axe on the host (it scans open shadow DOM) and returns a readable list of violations. */
export async function axeViolations(host: Element): Promise<string[]> {
  // Contrast is measured on what the user ends up seeing, not mid-fade (a modal opening). Chromium's
  // document.getAnimations() does not reach into shadow roots, so each root is asked too.
  const roots: (Document | ShadowRoot)[] = [document]
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of roots[index]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot)
    }
  }
  // Endless ones (a spinner) never finish: only animations with an end are waited for.
  const running = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.all(running.map((animation) => animation.finished.catch(() => {})))
  const results = await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  )
}
