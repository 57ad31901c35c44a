import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores, computed, type ReadableAtom } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok, type Result } from '../../../src/api/result.ts'
import {
  createQuery as createNodeQuery,
  revalidatedBy,
  type QueryOptions,
} from '../../../src/stores/node/query.ts'
import { onNetworkFailure, refetchMountedQueries } from '../../../src/stores/node/query-scope.ts'
import { bindingFor, scopeFor } from '../../../src/stores/nodes/scope.ts'
import { setSentryDsn } from '../../../src/stores/page/sentry-dsn.ts'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { DEDUPE_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

function subscribeMany(store: ReadableAtom<unknown>, count: number): () => void {
  const unbinders = Array.from({ length: count }, () => store.listen(() => {}))
  return () => unbinders.forEach((unbind) => unbind())
}

const home = scopeFor(bindingFor('http://127.0.0.1:8080'))
const other = scopeFor(bindingFor('http://127.0.0.1:8090'))

/** A query of the home node's scope. */
function createQuery<T>(load: () => Promise<Result<T>>, options?: QueryOptions<T>) {
  return createNodeQuery(home, load, options)
}

describe('createQuery', () => {
  let node: ReturnType<typeof fakeNode>
  beforeEach(() => {
    cleanTestStorage()
    node = fakeNode()
  })
  afterEach(() => {
    vi.useRealTimers()
    resetEnvironment()
  })

  it('does nothing until a listener arrives, then loads once for ten listeners', async () => {
    let calls = 0
    const $query = createQuery(async () => (calls++, ok(42)))
    expect(calls).toBe(0)
    const stop = subscribeMany($query, 10)
    await allTasks()
    expect(calls).toBe(1)
    expect($query.get()).toEqual({ state: 'ready', data: 42, stale: false, error: undefined })
    stop()
    cleanStores($query)
  })

  it('loads once more when asked while a load is under way, so a change made meanwhile shows', async () => {
    let stored = 1
    let calls = 0
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    const $query = createQuery(async () => {
      calls += 1
      const seen = stored
      if (calls === 1) await firstHeld
      return ok(seen)
    })
    const stop = subscribeMany($query, 1)
    stored = 2 // e.g. an upload finished after the first load had read the list
    const asked = [$query.refetch(), $query.refetch()]
    releaseFirst()
    await Promise.all(asked)
    expect(calls).toBe(2)
    expect($query.get()).toMatchObject({ state: 'ready', data: 2 })
    stop()
    cleanStores($query)
  })

  it('polls once per interval however many listen, and stops with the last', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok('up')), { interval: 5000 })
    const stop = subscribeMany($query, 10)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(10000)
    expect(calls).toBe(4)
    stop()
    cleanStores($query)
    await vi.advanceTimersByTimeAsync(20000)
    expect(calls).toBe(4)
  })

  it('polls while the data asks for it, and stops when it no longer does', async () => {
    vi.useFakeTimers()
    const states = ['moving', 'moving', 'final']
    let calls = 0
    const $query = createQuery(async () => ok(states[Math.min(calls++, states.length - 1)]), {
      interval: (state) => (state === 'moving' ? 5000 : undefined),
    })
    const stop = subscribeMany($query, 3)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(3)
    expect($query.get()).toMatchObject({ state: 'ready', data: 'final' })
    await vi.advanceTimersByTimeAsync(30000)
    expect(calls).toBe(3)
    stop()
    cleanStores($query)
  })

  it('pauses the interval while the page is hidden and refetches when it shows again', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok('up')), { interval: 5000 })
    const unbind = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    node.firePage('hidden')
    await vi.advanceTimersByTimeAsync(30000)
    expect(calls).toBe(1)
    node.firePage('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(3)
    unbind()
    cleanStores($query)
  })

  it('keeps the last data when a refetch fails and marks it stale', async () => {
    let answer: Result<string> = ok('first')
    const $query = createQuery(async () => answer)
    const unbind = $query.listen(() => {})
    await allTasks()
    answer = fail('Service Unavailable', { code: 503 })
    await $query.refetch()
    expect($query.get()).toMatchObject({ state: 'ready', data: 'first', stale: true })
    answer = ok('second')
    await $query.refetch()
    expect($query.get()).toEqual({ state: 'ready', data: 'second', stale: false, error: undefined })
    unbind()
    cleanStores($query)
  })

  it('asks again for a newly shown view only when the last answer is older than the dedupe window', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok('space')))
    const first = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    // A second widget of the same query, shown within the window: it shows the same data.
    const second = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(DEDUPE_MS)
    // Shown later (a page shown again while the store stayed mounted): the answer is stale.
    const third = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    for (const stop of [first, second, third]) stop()
    cleanStores($query)
  })

  it('never spares a newly shown view after an error: it asks again at once', async () => {
    let calls = 0
    const $query = createQuery(async () => (calls++, fail('boom', { code: 500 })))
    const first = $query.listen(() => {})
    await allTasks()
    const second = $query.listen(() => {})
    await allTasks()
    expect(calls).toBe(2)
    first()
    second()
    cleanStores($query)
  })

  it('revalidates the queries a derived store is made of when a view is shown on it', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok(['a'])))
    const $count = revalidatedBy(
      computed($query, (value) => (value.state === 'ready' ? value.data.length : 0)),
      $query,
    )
    const first = $count.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(DEDUPE_MS)
    const second = $count.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    first()
    second()
    cleanStores($count, $query)
  })

  it('asks again when next shown after its node data changed (invalidate), at once while shown', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok('list')))
    const stop = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    $query.invalidate()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    const again = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    stop()
    again()
    cleanStores($query)
  })

  it('settles: the current value while fresh, else the answer it asks for', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => (calls++, ok(calls)))
    expect(await $query.settled()).toMatchObject({ state: 'ready', data: 1 })
    expect(await $query.settled()).toMatchObject({ state: 'ready', data: 1 })
    await vi.advanceTimersByTimeAsync(DEDUPE_MS)
    expect(await $query.settled()).toMatchObject({ state: 'ready', data: 2 })
    cleanStores($query)
  })

  it("refetches only the returning node's queries, and tells only its listeners of a failure", async () => {
    let homeCalls = 0
    let otherCalls = 0
    const $home = createNodeQuery(home, async () => (homeCalls++, fail('down', { code: 502 })))
    const $other = createNodeQuery(other, async () => (otherCalls++, ok('up')))
    const heard: string[] = []
    const stops = [
      $home.listen(() => {}),
      $other.listen(() => {}),
      onNetworkFailure(home, () => heard.push('home')),
      onNetworkFailure(other, () => heard.push('other')),
    ]
    await allTasks()
    expect(heard).toEqual(['home'])
    await refetchMountedQueries(home)
    expect([homeCalls, otherCalls]).toEqual([2, 1])
    for (const stop of stops) stop()
    cleanStores($home, $other)
  })

  it('lets an observer hear every answer without asking anything itself', async () => {
    vi.useFakeTimers()
    let calls = 0
    const $query = createQuery(async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 30))
      return calls === 2 ? fail('down', { code: 502 }) : ok(calls)
    })
    const heard: Array<{ ok: boolean; tookMs: number }> = []
    const stopObserving = $query.observe(({ result, tookMs }) => {
      heard.push({ ok: !result.error, tookMs })
      if (heard.length === 1) throw new Error('an observer that breaks')
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toBe(0)
    const unbind = $query.listen(() => {})
    await vi.advanceTimersByTimeAsync(30)
    expect($query.get()).toMatchObject({ state: 'ready', data: 1 })
    void $query.refetch()
    await vi.advanceTimersByTimeAsync(30)
    expect(heard).toEqual([
      { ok: true, tookMs: 30 },
      { ok: false, tookMs: 30 },
    ])
    stopObserving()
    void $query.refetch()
    await vi.advanceTimersByTimeAsync(30)
    expect(calls).toBe(3)
    expect(heard).toHaveLength(2)
    unbind()
    cleanStores($query)
  })

  it('answers a read of an unwatched store with one ask, never a loop of them, after an error', async () => {
    let calls = 0
    const $query = createQuery(async () => (calls++, fail('boom', { code: 500 })))
    $query.get()
    await allTasks()
    expect(calls).toBe(1)
    cleanStores($query)
  })

  it('shows an error when it never had data, and never retries by itself', async () => {
    let calls = 0
    const $query = createQuery(async () => (calls++, fail('boom', { code: 500 })))
    const unbind = $query.listen(() => {})
    await allTasks()
    expect($query.get()).toMatchObject({ state: 'error', error: { message: 'boom', code: 500 } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toBe(1)
    unbind()
    cleanStores($query)
  })

  it('refetches on focus only when asked to', async () => {
    let focused = 0
    let plain = 0
    const $focused = createQuery(async () => (focused++, ok(1)), { refetchOnFocus: true })
    const $plain = createQuery(async () => (plain++, ok(1)))
    const unbind = [$focused.listen(() => {}), $plain.listen(() => {})]
    await allTasks()
    node.firePage('focus')
    await allTasks()
    expect([focused, plain]).toEqual([2, 1])
    unbind.forEach((u) => u())
    cleanStores($focused, $plain)
  })

  it('reports failures only when asked, and never a network failure (502)', async () => {
    let answer: Result<string> = fail('Not found', { code: 404 })
    const $query = createQuery(async () => answer, { reportAs: 'probe' })
    const unbind = $query.listen(() => {})
    await allTasks()
    answer = node.down()
    await $query.refetch()
    expect(node.reportError).toHaveBeenCalledTimes(1)
    expect(node.reportError.mock.calls[0]?.[0]).toMatchObject({ code: 404 })
    unbind()
    cleanStores($query)
  })

  it('reports a failure that every poll repeats once, and again after an answer succeeds', async () => {
    let answer: Result<string> = fail('Persistence is not enabled', { code: 503 })
    const $query = createQuery(async () => answer, { reportAs: 'probe' })
    const unbind = $query.listen(() => {})
    await allTasks()
    await $query.refetch()
    await $query.refetch()
    expect(node.reportError).toHaveBeenCalledTimes(1)
    answer = fail('Internal error', { code: 500 })
    await $query.refetch()
    expect(node.reportError).toHaveBeenCalledTimes(2)
    answer = ok('back')
    await $query.refetch()
    answer = fail('Internal error', { code: 500 })
    await $query.refetch()
    expect(node.reportError).toHaveBeenCalledTimes(3)
    // Turning reporting on (or to another DSN) reports the failure under way again, once.
    setSentryDsn('https://key@errors.example.org/1')
    await $query.refetch()
    await $query.refetch()
    expect(node.reportError).toHaveBeenCalledTimes(4)
    setSentryDsn('')
    unbind()
    cleanStores($query)
  })

  it('turns a thrown load into an error value instead of an exception', async () => {
    const $query = createQuery<string>(() => Promise.reject(new Error('kaput')))
    const unbind = $query.listen(() => {})
    await allTasks()
    expect($query.get()).toMatchObject({ state: 'error', error: { message: 'kaput' } })
    unbind()
    cleanStores($query)
  })
})

describe('createQuery with a load that throws at once', () => {
  it('turns a synchronous throw into an error value', async () => {
    const $query = createQuery<string>(() => {
      throw new TypeError('client.files is not a function')
    })
    const unbind = $query.listen(() => {})
    await allTasks()
    expect($query.get()).toMatchObject({
      state: 'error',
      error: { message: 'client.files is not a function' },
    })
    unbind()
    cleanStores($query)
  })
})
