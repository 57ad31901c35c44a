import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { localNetworkBlocked } from '../../../src/stores/node/local-network.ts'
import { setNodeUrl } from '../../../src/stores/nodes/active-node.ts'
import { spr } from '../../../src/stores/node/status.ts'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

useTestStorageEngine()

describe('the Local Network Access hint', () => {
  let node: ReturnType<typeof fakeNode>
  beforeEach(() => {
    cleanTestStorage()
    node = fakeNode()
  })
  afterEach(() => {
    cleanStores(spr.of($activeScope.get()), localNetworkBlocked.of($activeScope.get()))
    resetEnvironment()
  })

  async function blockedFor(
    pageOrigin: string,
    nodeUrl: string,
    permission: PermissionState | 'unknown' = 'unknown',
  ): Promise<boolean> {
    setEnvironment({
      pageOrigin: () => pageOrigin,
      localNetworkPermission: () => Promise.resolve(permission),
    })
    setNodeUrl(nodeUrl)
    const unbind = localNetworkBlocked.of($activeScope.get()).listen(() => {})
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const blocked = localNetworkBlocked.of($activeScope.get()).get()
    unbind()
    cleanStores(spr.of($activeScope.get()), localNetworkBlocked.of($activeScope.get()))
    return blocked
  }

  it('names the browser when a public page cannot reach a loopback or LAN node', async () => {
    node.answers.spr = node.down
    expect(await blockedFor('https://vault.example.org', 'http://localhost:8080')).toBe(true)
    expect(await blockedFor('https://vault.example.org', 'http://192.168.1.4:8080')).toBe(true)
  })

  it('believes the browser when it says the permission was denied, whatever the page address', async () => {
    node.answers.spr = node.down
    expect(await blockedFor('http://127.0.0.1:5173', 'http://127.0.0.1:8080', 'denied')).toBe(true)
    expect(await blockedFor('http://127.0.0.1:5173', 'http://127.0.0.1:8080', 'granted')).toBe(
      false,
    )
  })

  it('says nothing of it for a local page, a public node, a node that answers or one that errs', async () => {
    node.answers.spr = node.down
    expect(await blockedFor('http://127.0.0.1:5173', 'http://localhost:8080')).toBe(false)
    expect(await blockedFor('https://vault.example.org', 'https://node.example.org')).toBe(false)
    node.answers.spr = () => fail('Internal error', { code: 500 })
    expect(await blockedFor('https://vault.example.org', 'http://localhost:8080')).toBe(false)
    node.answers.spr = () => ({ error: false, data: 'spr:abc' })
    expect(await blockedFor('https://vault.example.org', 'http://localhost:8080')).toBe(false)
  })
})
