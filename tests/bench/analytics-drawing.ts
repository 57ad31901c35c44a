// bench:analytics' drawing time: from a range button's press to the chart it shows drawn.
import type { Page } from 'playwright'

/** Milliseconds from the `label` button's press to a `canvas` matching `drawn` (two frames after). */
export function timeDrawn(page: Page, label: string, drawn: string): Promise<number> {
  return page.evaluate(
    async ({ label, drawn }) => {
      const root = document.querySelector('vault-app')?.shadowRoot
      const button = [...(root?.querySelectorAll('button') ?? [])].find(
        (each) => each.textContent === label,
      )
      if (!root || !button) throw new Error(`no ${label} button`)
      const started = performance.now()
      button.click()
      await new Promise<void>((resolve) => {
        const check = () => {
          if (root.querySelector(drawn)) {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
          } else requestAnimationFrame(check)
        }
        check()
      })
      return performance.now() - started
    },
    { label, drawn },
  )
}
