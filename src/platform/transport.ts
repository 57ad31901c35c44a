import type { NodeTransport } from '../api/http.ts'

/** The browser's fetch, timers and XMLHttpRequest, looked up at each call (a test may stub them). */
export const browserTransport: NodeTransport = {
  fetch: (input, init) => fetch(input, init),
  setTimer: (run, ms) => {
    const id = setTimeout(run, ms)
    return () => clearTimeout(id)
  },
  createXhr: () => new XMLHttpRequest(),
}
