// The kit's UI timings run on the environment's timer, handed down by the element's root: a test
// (or a host page) that binds its own clock moves a toast's 3 s as it moves the stores' polls.
import { expect } from 'chai'
import '../../../src/elements/vault-node-space.ts'
import { TOAST_DURATION_MS } from '../../../src/components/toast/toast.tsx'
import { browserTransport } from '../../../src/platform/transport.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { $toasts, showToast } from '../../../src/stores/page/toasts.ts'
import { cleanup, fakeNodeClient, mount, waitFor } from './helpers.ts'

describe("the kit's timings, on the environment's timer", () => {
  afterEach(() => {
    setEnvironment({ setTimer: browserTransport.setTimer })
    $toasts.set([])
    cleanup()
  })

  it("dismisses a toast when the environment's clock says its 3 s are up", async () => {
    fakeNodeClient()
    const timers: { ms: number; run: () => void }[] = []
    setEnvironment({
      setTimer: (run, ms) => {
        timers.push({ ms, run })
        return () => {}
      },
    })
    const element = mount('<vault-node-space></vault-node-space>')
    showToast('success', 'Saved on the driven clock.')
    const toastText = () =>
      [...(element.shadowRoot?.querySelectorAll('.vault-toast') ?? [])].some((toast) =>
        toast.textContent?.includes('Saved on the driven clock.'),
      )
    await waitFor(toastText)
    const dismiss = await waitFor(() => timers.find((timer) => timer.ms === TOAST_DURATION_MS))
    expect(toastText()).to.equal(true)
    dismiss.run()
    await waitFor(() => !toastText())
  })
})
