import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { localNetworkBlocked } from '../../../src/stores/node/local-network.ts'
import { nodeState } from '../../../src/stores/node/state.ts'
import { setNodeUrl } from '../../../src/stores/nodes/active-node.ts'
import { marketplace, marketplaceHealth, nodeHealth, spr } from '../../../src/stores/node/status.ts'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

useTestStorageEngine()

describe('the node state the status shows', () => {
  let node: ReturnType<typeof fakeNode>
  beforeEach(() => {
    cleanTestStorage()
    node = fakeNode()
  })
  afterEach(() => {
    cleanStores(
      nodeState.of($activeScope.get()),
      spr.of($activeScope.get()),
      marketplace.of($activeScope.get()),
      nodeHealth.of($activeScope.get()),
      marketplaceHealth.of($activeScope.get()),
      localNetworkBlocked.of($activeScope.get()),
    )
    resetEnvironment()
  })

  async function settled(): Promise<string> {
    const unbind = nodeState.of($activeScope.get()).listen(() => {})
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const state = nodeState.of($activeScope.get()).get()
    unbind()
    return state
  }

  it('is checking before the first answer, then up', async () => {
    const unbind = nodeState.of($activeScope.get()).listen(() => {})
    expect(nodeState.of($activeScope.get()).get()).toBe('checking')
    unbind()
    expect(await settled()).toBe('up')
  })

  it('is marketplace-off when the node answers and its marketplace does not', async () => {
    node.answers.marketplaceStatus = () => node.down()
    expect(await settled()).toBe('marketplace-off')
  })

  it('never says the marketplace is off with an answer from before the node came back', async () => {
    const scope = $activeScope.get()
    const seen: string[] = []
    const { spr: nodeAnswers, marketplaceStatus: marketplaceAnswers } = node.answers
    node.answers.spr = () => node.down()
    node.answers.marketplaceStatus = () => node.down()
    const unbind = nodeState.of(scope).subscribe((state) => seen.push(state))
    await settled()
    expect(nodeState.of(scope).get()).toBe('down')
    // The node returns: its status answers first, the marketplace's answer comes a task later.
    let answerMarketplace = () => {}
    const marketplaceAnswered = new Promise<void>((resolve) => (answerMarketplace = resolve))
    node.answers.spr = nodeAnswers
    node.answers.marketplaceStatus = async () => {
      await marketplaceAnswered
      return marketplaceAnswers()
    }
    await spr.of(scope).refetch()
    // Not allTasks(): the marketplace's answer is held until the test lets it go.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(nodeState.of(scope).get()).toBe('up')
    answerMarketplace()
    await settled()
    expect(seen.slice(seen.indexOf('down'))).not.toContain('marketplace-off')
    // A marketplace that fails after the return is off, as before.
    node.answers.marketplaceStatus = () => node.down()
    await marketplace.of(scope).refetch()
    expect(await settled()).toBe('marketplace-off')
    unbind()
  })

  it('is up on a line without a marketplace: it has none, it is not off', async () => {
    node.answers.marketplaceStatus = () =>
      ok({ available: false, reason: 'no-marketplace', message: 'This node has no marketplace.' })
    expect(await settled()).toBe('up')
  })

  it('is marketplace-off for a Codex node running without persistence', async () => {
    node.answers.marketplaceStatus = () =>
      ok({ available: false, reason: 'no-persistence', message: 'Persistence is not enabled' })
    expect(await settled()).toBe('marketplace-off')
  })

  it('is down when the node does not answer', async () => {
    node.answers.spr = () => node.down()
    expect(await settled()).toBe('down')
  })

  it('is blocked when the browser keeps a public page from a node on loopback', async () => {
    node.answers.spr = () => node.down()
    setEnvironment({
      pageOrigin: () => 'https://vault.example.org',
      localNetworkPermission: () => Promise.resolve('denied'),
    })
    setNodeUrl('http://127.0.0.1:8080')
    expect(await settled()).toBe('blocked')
  })
})
