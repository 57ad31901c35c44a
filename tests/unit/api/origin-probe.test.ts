import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_DEADLINES } from '../../../src/api/deadlines.ts'
import { answersWithoutCors } from '../../../src/api/origin-probe.ts'
import { startServer, type TestServer } from './support/http-server.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

let server: TestServer

/** Lets the sockets and the server's handlers run (real I/O, whatever the timers are). */
async function until(condition: () => boolean) {
  for (let round = 0; round < 500 && !condition(); round += 1) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  expect(condition()).toBe(true)
}

describe('the no-CORS probe, at a server that accepts and never answers', () => {
  beforeEach(async () => {
    // Accepts the connection, reads the request, answers nothing.
    server = await startServer(() => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })

  afterEach(async () => {
    vi.useRealTimers()
    await server.close()
  })

  it('gives up within the answer deadline: no answer', async () => {
    let answer: boolean | undefined
    void answersWithoutCors(`${server.url}/api/codex/v1/data`, browserTransport).then(
      (value) => (answer = value),
    )
    await until(() => server.requests.length === 1)
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINES.answerMs - 1)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await until(() => answer !== undefined)
    expect(answer).toBe(false)
  })

  it('sends one probe per origin at a time: the callers share its answer', async () => {
    const answers: boolean[] = []
    for (const path of ['/api/codex/v1/data', '/api/codex/v1/spr', '/', '/-/ready', '/x']) {
      void answersWithoutCors(`${server.url}${path}`, browserTransport).then((value) =>
        answers.push(value),
      )
    }
    await until(() => server.requests.length === 1)
    // Time for any further request to arrive, were one sent.
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect([server.requests.length, server.connections()]).toEqual([1, 1])
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINES.answerMs)
    await until(() => answers.length === 5)
    expect(answers).toEqual([false, false, false, false, false])
    // Once answered, the next failure asks again.
    void answersWithoutCors(server.url, browserTransport)
    await until(() => server.requests.length === 2)
  })
})

describe('the no-CORS probe, at a server that answers', () => {
  afterEach(() => server.close())

  it('says it answers, whatever the status', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(403)
      response.end()
    })
    expect(await answersWithoutCors(server.url, browserTransport)).toBe(true)
  })
})
