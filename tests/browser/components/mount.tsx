import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { StyleRootContext } from '../../../src/styles/style-root.ts'
import { KitRoot } from '../../support/kit-root.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface Mounted {
  host: HTMLElement
  shadow: ShadowRoot
  render: (ui: ReactNode) => Promise<void>
  unmount: () => Promise<void>
}

const mounted: Mounted[] = []

/** Renders into an open shadow root on a fresh host, which gets the styles, like a vault element. */
export async function mount(ui: ReactNode): Promise<Mounted> {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root: Root = createRoot(shadow)
  const result: Mounted = {
    host,
    shadow,
    render: (next) =>
      act(async () =>
        root.render(
          <StyleRootContext value={shadow}>
            <KitRoot>{next}</KitRoot>
          </StyleRootContext>,
        ),
      ),
    unmount: async () => {
      await act(async () => root.unmount())
      host.remove()
    },
  }
  await result.render(ui)
  mounted.push(result)
  return result
}

export async function unmountAll() {
  for (const item of mounted.splice(0)) await item.unmount()
}

/** Lets React and timers run for `ms` of real time inside act(). */
export function wait(ms: number) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
}

/** The focused element inside a shadow root, following nested shadow roots. */
export function activeIn(shadow: ShadowRoot): Element | null {
  let active = shadow.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

export { axeViolations } from '../axe.ts'
