// Every call of src/api goes out through the transport its caller hands it: the environment's fetch
// and timers, so a test's fake clock drives each deadline and no global is reached past it.
import { describe, expect, it } from 'vitest'
import type { Transport } from '../../../src/api/http.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { createNodeContext } from '../../../src/api/node-context.ts'
import { firingAlerts } from '../../../src/api/alertmanager.ts'
import { MONITORING_ANSWER_MS, queryRange } from '../../../src/api/prometheus.ts'
import { lookupGeo } from '../../../src/api/services.ts'

/** A fetch that never answers until its signal aborts, and timers that fire only when told. */
function heldTransport() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = []
  const asked: string[] = []
  const transport: Transport = {
    fetch: (input, init) => {
      asked.push(String(input))
      return new Promise((_resolve, reject) => {
        const signal = init?.signal
        signal?.addEventListener('abort', () => reject(signal.reason as Error))
      })
    },
    setTimer: (run, ms) => {
      const timer = { ms, run, cancelled: false }
      timers.push(timer)
      return () => void (timer.cancelled = true)
    },
  }
  /** Fires every pending timer of `ms`, as a clock moved past it would. */
  const pass = (ms: number) => {
    for (const timer of timers.filter((each) => each.ms === ms && !each.cancelled)) {
      timer.cancelled = true
      timer.run()
    }
  }
  return { transport, timers, asked, pass }
}

/** Lets the call's promises run (a node client loads its code first) until `done`. */
async function until(done: () => boolean) {
  for (let round = 0; round < 400 && !done(); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  expect(done()).toBe(true)
}

describe('the transport a call is handed', () => {
  it("hands the upload a node's transport without its credentials", () => {
    const held = heldTransport()
    const context = createNodeContext({
      ...held.transport,
      createXhr: () => new XMLHttpRequest(),
      url: 'http://node.test',
      auth: { username: 'me', password: 'secret' },
    })
    expect(Object.keys(context.transport).sort()).toEqual(['createXhr', 'fetch', 'setTimer'])
    expect(JSON.stringify(Object.values(context.transport).map(String))).not.toContain('secret')
  })

  it("carries a node call and its deadline: the caller's clock ends the wait", async () => {
    const held = heldTransport()
    const client = createNodeClient({
      ...held.transport,
      url: 'http://node.test',
      prefix: '/api/codex/v1',
      createXhr: () => {
        throw new Error('no upload here')
      },
      deadlines: { answerMs: 4000 },
    })
    const space = client.space()
    await until(() => held.asked.length > 0)
    expect(held.asked).toEqual(['http://node.test/api/codex/v1/space'])
    held.pass(4000)
    expect(await space).toMatchObject({
      error: true,
      data: { code: 502, message: 'The node did not answer within 4 seconds.' },
    })
  })

  it("carries Prometheus's and Alertmanager's reads and their 15 s, and the no-CORS probe after", async () => {
    const held = heldTransport()
    const server = { url: 'http://prometheus.test:9090' }
    const range = queryRange(
      server,
      { query: 'up', start: 0, end: 0, step: 15_000 },
      'x',
      held.transport,
    )
    const alerts = firingAlerts({ server, pageOrigin: 'x', transport: held.transport })
    await until(() => held.asked.length === 2)
    held.pass(MONITORING_ANSWER_MS)
    // Then each probes whether anything answers there, on the same transport and its deadline.
    await until(() => held.asked.filter((url) => url.endsWith('/-/ready')).length === 1)
    held.pass(15_000)
    expect(await range).toMatchObject({ error: true, data: { code: 502 } })
    expect(await alerts).toMatchObject({ error: true, data: { code: 502 } })
  })

  it("carries the external services and the caller's time limit", async () => {
    const held = heldTransport()
    const geo = lookupGeo('http://echo.test', '1.2.3.4', {
      transport: held.transport,
      timeoutMs: 700,
    })
    await until(() => held.asked.length > 0)
    expect(held.asked).toEqual(['http://echo.test/json?ip=1.2.3.4'])
    held.pass(700)
    expect(await geo).toMatchObject({ error: true, data: { code: 502 } })
  })
})
