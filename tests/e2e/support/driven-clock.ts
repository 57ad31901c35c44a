// Driving the page's time instead of waiting for it (issue 51). Playwright's clock replaces the
// page's timers and Date (which the vault's Environment uses), for every page of the context and
// across reloads; it keeps flowing at real speed and is moved ahead in steps. The network still
// takes real time, so between steps the test waits until what the page asked has been answered
// (a step taken with a request under way would also fire its `AbortSignal.timeout`, which the
// clock fakes too), and the page is otherwise left alone.
import type { BrowserContext, Page, Request } from '@playwright/test'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A check run after each step (a short timeout of its own where it waits): throws while untrue. */
export type Check = () => unknown

/** The short timeout a check's own `expect` gets after each step (the answers are in by then). */
export const SOON = { timeout: 300 }

export interface DrivenClock {
  /** Moves the page's time `ms` ahead, `stepMs` at a time, each step's asks answered. */
  pass(ms: number, stepMs?: number): Promise<void>
  /**
   * Moves the page's time `stepMs` at a time until `check` passes, and fails with the check's own
   * error once `withinMs` of page time (moved and real) have passed without it. Resolves to the
   * page time that passed.
   */
  until(check: Check, options: { withinMs: number; stepMs: number }): Promise<number>
  /** Resolves once no request of the context's pages has been under way for a moment. */
  settled(): Promise<void>
}

/**
 * Installs Playwright's clock on `context` (every page in it, this one and those opened later):
 * call it before the first navigation.
 */
export async function driveClock(context: BrowserContext): Promise<DrivenClock> {
  const underWay = new Map<Request, Page | null>()
  const pageOf = (request: Request) => {
    try {
      return request.frame().page()
    } catch {
      return null // a service worker's
    }
  }
  context.on('request', (request) => underWay.set(request, pageOf(request)))
  context.on('requestfinished', (request) => underWay.delete(request))
  context.on('requestfailed', (request) => underWay.delete(request))
  // A page closed with a request under way reports neither end of it.
  const forgetOnClose = (page: Page) =>
    page.on('close', () => {
      for (const [request, of] of underWay) if (of === page) underWay.delete(request)
    })
  context.pages().forEach(forgetOnClose)
  context.on('page', forgetOnClose)
  await context.clock.install()
  let moved = 0

  async function settled() {
    // What a timer fired asks a few tasks later (after a query's own awaits): let it start.
    await sleep(60)
    const deadline = Date.now() + 5_000
    let quietSince = Date.now()
    while (Date.now() - quietSince < 120 && Date.now() < deadline) {
      if (underWay.size > 0) quietSince = Date.now()
      await sleep(20)
    }
  }

  async function step(ms: number) {
    await context.clock.fastForward(ms)
    moved += ms
    await settled()
  }

  return {
    settled,
    async pass(ms, stepMs = ms) {
      await settled()
      for (let left = ms; left > 0; left -= stepMs) await step(Math.min(stepMs, left))
    },
    async until(check, { withinMs, stepMs }) {
      // Page time is real time plus what the clock was moved: the budget counts both.
      const startMoved = moved
      const startReal = Date.now()
      const elapsed = () => moved - startMoved + (Date.now() - startReal)
      await settled()
      for (;;) {
        try {
          await check()
          return elapsed()
        } catch (error) {
          if (elapsed() >= withinMs) throw error
        }
        await step(Math.max(0, Math.min(stepMs, withinMs - elapsed())))
      }
    },
  }
}
