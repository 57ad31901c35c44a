import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import {
  marketplace,
  debugInfo,
  marketplaceAbsenceOf,
  marketplaceHealth,
  nodeHealth,
  spr,
} from '../../../src/stores/node/status.ts'
import { createQuery } from '../../../src/stores/node/query.ts'
import { ok } from '../../../src/api/result.ts'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { HEALTH_INTERVAL } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

describe('node status', () => {
  let node: ReturnType<typeof fakeNode>
  beforeEach(() => {
    cleanTestStorage()
    node = fakeNode()
  })
  afterEach(() => {
    vi.useRealTimers()
    cleanStores(
      spr.of($activeScope.get()),
      marketplace.of($activeScope.get()),
      debugInfo.of($activeScope.get()),
      nodeHealth.of($activeScope.get()),
      marketplaceHealth.of($activeScope.get()),
    )
    resetEnvironment()
  })

  it('polls /spr and /sales/slots every 5 s once, for ten subscribers', async () => {
    vi.useFakeTimers()
    const unbinders = Array.from({ length: 10 }, () => [
      nodeHealth.of($activeScope.get()).listen(() => {}),
      marketplaceHealth.of($activeScope.get()).listen(() => {}),
    ]).flat()
    await vi.advanceTimersByTimeAsync(0)
    expect(node.calls).toMatchObject({ spr: 1, marketplaceStatus: 1 })
    await vi.advanceTimersByTimeAsync(HEALTH_INTERVAL * 3)
    expect(node.calls).toMatchObject({ spr: 4, marketplaceStatus: 4 })
    expect(nodeHealth.of($activeScope.get()).get()).toBe('up')
    expect(marketplaceHealth.of($activeScope.get()).get()).toBe('up')
    unbinders.forEach((unbind) => unbind())
  })

  it('refreshes /debug/info on focus, not on a timer', async () => {
    vi.useFakeTimers()
    const unbind = debugInfo.of($activeScope.get()).listen(() => {})
    await vi.advanceTimersByTimeAsync(HEALTH_INTERVAL * 4)
    expect(node.calls.debugInfo).toBe(1)
    node.firePage('focus')
    await vi.advanceTimersByTimeAsync(0)
    expect(node.calls.debugInfo).toBe(2)
    unbind()
  })

  it('marks the node down, keeps the data stale, and refetches every page when it is back', async () => {
    let pageCalls = 0
    const $page = createQuery($activeScope.get(), async () => (pageCalls++, ok('files')))
    const unbinders = [nodeHealth.of($activeScope.get()).listen(() => {}), $page.listen(() => {})]
    await allTasks()
    expect(pageCalls).toBe(1)
    node.answers.spr = node.down
    await spr.of($activeScope.get()).refetch()
    expect(nodeHealth.of($activeScope.get()).get()).toBe('down')
    expect(spr.of($activeScope.get()).get()).toMatchObject({ state: 'ready', stale: true })
    node.answers.spr = () => ok('spr:back')
    await spr.of($activeScope.get()).refetch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await allTasks()
    expect(nodeHealth.of($activeScope.get()).get()).toBe('up')
    expect(pageCalls).toBe(2)
    unbinders.forEach((unbind) => unbind())
    cleanStores($page)
  })

  it('reports the marketplace off, without an error report, when the node runs without it', async () => {
    node.answers.marketplaceStatus = () =>
      ok({
        available: false,
        reason: 'no-persistence',
        message: 'Persistence is not enabled',
      } as const)
    const unbinders = [
      nodeHealth.of($activeScope.get()).listen(() => {}),
      marketplaceHealth.of($activeScope.get()).listen(() => {}),
    ]
    await allTasks()
    expect(nodeHealth.of($activeScope.get()).get()).toBe('up')
    expect(marketplaceHealth.of($activeScope.get()).get()).toBe('off')
    expect(marketplaceAbsenceOf.of($activeScope.get()).get()).toMatchObject({
      reason: 'no-persistence',
    })
    expect(node.reportError).not.toHaveBeenCalled()
    unbinders.forEach((unbind) => unbind())
  })

  it('reports the marketplace down, and the failure, when /sales/slots fails otherwise', async () => {
    node.answers.marketplaceStatus = () => ({
      error: true,
      data: { message: 'Internal error', code: 500, issues: null, sourceStack: null },
    })
    const unbinders = [
      nodeHealth.of($activeScope.get()).listen(() => {}),
      marketplaceHealth.of($activeScope.get()).listen(() => {}),
    ]
    await allTasks()
    expect(marketplaceHealth.of($activeScope.get()).get()).toBe('down')
    // Failed health polls are reported like any failed node answer (issue 14); 502s never are.
    expect(node.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Internal error', code: 500 }),
      { query: 'active-slots' },
    )
    unbinders.forEach((unbind) => unbind())
  })

  it('asks /spr at once when a page cannot reach the node, and refetches the page when it is back', async () => {
    let pageCalls = 0
    let reachable = true
    const $page = createQuery($activeScope.get(), async () => {
      pageCalls += 1
      return reachable ? ok('files') : node.down()
    })
    const unbinders = [nodeHealth.of($activeScope.get()).listen(() => {}), $page.listen(() => {})]
    await allTasks()
    expect(node.calls.spr).toBe(1)
    reachable = false
    node.answers.spr = node.down
    await $page.refetch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await allTasks()
    expect(node.calls.spr).toBe(2)
    expect(nodeHealth.of($activeScope.get()).get()).toBe('down')
    expect(node.reportError).not.toHaveBeenCalled()
    reachable = true
    node.answers.spr = () => ok('spr:back')
    await spr.of($activeScope.get()).refetch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await allTasks()
    expect(pageCalls).toBe(3)
    expect($page.get()).toMatchObject({ state: 'ready', stale: false, data: 'files' })
    unbinders.forEach((unbind) => unbind())
    cleanStores($page)
  })
})
