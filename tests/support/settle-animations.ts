/**
 * Resolves when every finite animation on the page has finished, shadow roots included (Chromium's
 * document.getAnimations() does not reach into them), so axe measures contrast on what the user
 * ends up seeing, not mid-fade. Endless ones (a spinner) are not waited for. Self-contained, so
 * Playwright can run it in the page.
 */
export async function settleAnimations(): Promise<void> {
  const roots: (Document | ShadowRoot)[] = [document]
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of roots[index]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot)
    }
  }
  const running = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.all(running.map((animation) => animation.finished.catch(() => {})))
}
