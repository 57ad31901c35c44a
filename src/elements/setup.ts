import { createNodeClient } from '../api/node-client.ts'
import { setEnvironment, type PageEvent } from '../stores/environment.ts'
import { applyApiPortParameter } from '../stores/node.ts'
import { reportToSentry } from '../stores/sentry-reporter.ts'

function watchPage(listener: (event: PageEvent) => void): () => void {
  const onVisibility = () => listener(document.visibilityState === 'hidden' ? 'hidden' : 'visible')
  const onFocus = () => listener('focus')
  const onOnline = () => listener('online')
  const onOffline = () => listener('offline')
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('focus', onFocus)
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('focus', onFocus)
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
  }
}

function bindBrowser(): void {
  setEnvironment({
    createNodeClient: (url) => createNodeClient({ url }),
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener')
    },
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    reportError: reportToSentry,
    now: () => Date.now(),
    pageVisible: () => document.visibilityState !== 'hidden',
    online: () => navigator.onLine,
    watchPage,
  })
  applyApiPortParameter(window.location.search)
}

bindBrowser()
