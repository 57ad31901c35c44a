import {
  BrowserClient,
  SDK_VERSION,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  getClient,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser'
import { lazyModule } from '../lib/lazy-module.ts'
import { VAULT_VERSION } from '../lib/version.ts'

/** Session replay and tracing: only for a page the vault owns. */
const sentryPage = lazyModule(() => import('./sentry-page.ts'))

/** Spec section 9: tracing 1, session replay 0.1, replay on error 1. */
export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const

export const RELEASE = `codex-vault@${VAULT_VERSION}`

export interface SentryReporter {
  /** The scope errors are captured on; its client sends to the configured DSN. */
  scope: Scope
  /** Whether this client also records the page (replay, tracing). */
  ownsPage: boolean
  /** Flushes and stops the client; a page it owned is handed back. */
  close(): Promise<void>
}

/** Whether any Sentry SDK, of this or another version, already reports for this page. */
function anotherSentryOnPage(): boolean {
  if (getClient()) return true
  const carrier = (globalThis as { __SENTRY__?: object }).__SENTRY__ ?? {}
  return Object.keys(carrier).some((key) => key !== 'version' && key !== SDK_VERSION)
}

/**
 * A Sentry client for the vault. By default it is isolated: bound to its own scope, no global
 * init, no global integrations, nothing of the host page touched. When the vault owns the page
 * (`<vault-app>` is on it and no other Sentry reports for it) it also becomes the page's client,
 * so session replay and tracing work at the spec's rates. Loaded lazily, only with a DSN.
 */
export async function createSentryReporter(
  dsn: string,
  wantsPage: boolean,
): Promise<SentryReporter> {
  const page = wantsPage && !anotherSentryOnPage() ? await sentryPage.load() : undefined
  const pageSetup = page?.pageIntegrations()
  const client = new BrowserClient({
    dsn,
    release: RELEASE,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      dedupeIntegration(),
      linkedErrorsIntegration(),
      ...(pageSetup?.integrations ?? []),
    ],
    // No trace headers on node requests: a real node's CORS rules would refuse them.
    tracePropagationTargets: [],
    ...SAMPLE_RATES,
  })
  const scope = new Scope()
  scope.setClient(client)
  page?.claimPage(client)
  client.init()
  if (pageSetup?.replayWasRunning) page?.restartReplay(SAMPLE_RATES.replaysSessionSampleRate)
  return {
    scope,
    ownsPage: page !== undefined,
    close: async () => {
      await page?.releasePage(client)
      await client.close(2000)
    },
  }
}
