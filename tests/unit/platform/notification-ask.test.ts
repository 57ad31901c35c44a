import { afterEach, describe, expect, it, vi } from 'vitest'
import { bindBrowserOnce } from '../../../src/platform/browser.ts'
import { getEnvironment } from '../../../src/stores/page/environment.ts'

describe("the browser's notification ask", () => {
  afterEach(() => vi.unstubAllGlobals())

  // Firefox and Safari let a page ask only while the click that asks is being handled: an await
  // (a lazy load, say) before `requestPermission` loses the click and the ask is refused.
  it('asks in the same task as the call, before anything is awaited', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'))
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    bindBrowserOnce()
    const answer = getEnvironment().requestNotificationPermission()
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(await answer).toBe('granted')
  })

  it('answers the current permission when the ask throws, and unsupported without the API', async () => {
    const requestPermission = vi.fn(() => Promise.reject(new TypeError('not allowed')))
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission })
    bindBrowserOnce()
    expect(await getEnvironment().requestNotificationPermission()).toBe('denied')
    vi.stubGlobal('Notification', undefined)
    expect(await getEnvironment().requestNotificationPermission()).toBe('unsupported')
  })
})
