import {
  browserTracingIntegration,
  getClient,
  getCurrentScope,
  replayIntegration,
  type addIntegration,
  type BrowserClient,
} from '@sentry/browser'

type Integration = Parameters<typeof addIntegration>[0]
type Replay = ReturnType<typeof replayIntegration>

// Sentry allows one replay per page for the page's whole life, so every client reuses it.
let replay: Replay | undefined
let tracing: Integration | undefined

/**
 * Session replay and tracing for a page the vault owns. Both hook into the page's global Sentry
 * hub, which is why they are only attached when no other Sentry client reports for the page.
 * Replay keeps Sentry's privacy defaults: all text masked, all media blocked.
 */
export function pageIntegrations(): { integrations: Integration[]; replayWasRunning: boolean } {
  const replayWasRunning = replay !== undefined
  replay ??= replayIntegration()
  tracing ??= browserTracingIntegration()
  return { integrations: [replay, tracing], replayWasRunning }
}

/** Makes `client` the page's client (as `Sentry.init` would), before it sets up its integrations. */
export function claimPage(client: BrowserClient): void {
  getCurrentScope().setClient(client)
}

/**
 * Restarts the page's replay for a new client with the client's sampling: a whole session at the
 * session rate, otherwise a buffer that is sent when an error is reported.
 */
export function restartReplay(sessionSampleRate: number): void {
  if (Math.random() < sessionSampleRate) replay?.start()
  else replay?.startBuffering()
}

/** Stops recording and hands the page back, so nothing more is sent for it. */
export async function releasePage(client: BrowserClient): Promise<void> {
  await replay?.stop()
  if (getClient() === client) getCurrentScope().setClient(undefined)
}
