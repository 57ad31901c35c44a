import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import { portCheckTarget, portForwarding } from '../../../src/stores/node/port-forwarding.ts'
import { debugInfo } from '../../../src/stores/node/status.ts'
import { setEchoUrl } from '../../../src/stores/page/services.ts'
import { startTestSimulator } from '../sim/sim-harness.ts'
import { fakeNode, resetEnvironment, sampleDebugInfo } from './fake-environment.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

useTestStorageEngine()

describe('portCheckTarget', () => {
  it('reads the TCP port of the first address and the IP of the first announce address', () => {
    expect(portCheckTarget(sampleDebugInfo())).toEqual(ok({ port: 8070, ip: '203.0.113.7' }))
  })

  it.each([
    [{ addrs: [] }, 'Not existing address'],
    [{ addrs: ['nonsense'] }, 'Address misformatted'],
    [{ addrs: ['/ip4/0.0.0.0/tcp/port'] }, 'Port misformatted'],
    [{ announcedAddresses: [] }, 'Not existing announce address'],
    [{ announcedAddresses: ['/ip4/1.2.3.4'] }, 'Misformatted ip'],
  ])('says why it cannot check %j', (overrides, message) => {
    const target = portCheckTarget(sampleDebugInfo(overrides))
    expect(target).toMatchObject({ error: true, data: { message } })
  })
})

describe('portForwarding.of($activeScope.get())', () => {
  beforeEach(() => cleanTestStorage())
  afterEach(() => {
    cleanStores(portForwarding.of($activeScope.get()), debugInfo.of($activeScope.get()))
    resetEnvironment()
  })

  it('asks the echo service and shows reachable or not', async () => {
    const sim = await startTestSimulator()
    const node = fakeNode()
    setEchoUrl(`${sim.url}/echo`)
    node.answers.debugInfo = () =>
      ok(sampleDebugInfo({ announcedAddresses: ['/ip4/84.115.20.61/tcp/8070'] }))
    const unbind = portForwarding.of($activeScope.get()).listen(() => {})
    await allTasks()
    await allTasks()
    expect(portForwarding.of($activeScope.get()).get()).toEqual({ state: 'reachable' })
    unbind()
    cleanStores(portForwarding.of($activeScope.get()), debugInfo.of($activeScope.get()))

    node.answers.debugInfo = () => ok(sampleDebugInfo())
    const again = portForwarding.of($activeScope.get()).listen(() => {})
    await debugInfo.of($activeScope.get()).refetch()
    await allTasks()
    expect(portForwarding.of($activeScope.get()).get()).toEqual({
      state: 'unreachable',
      reason: undefined,
    })
    again()
  })

  it('reports a port check it cannot make and shows its reason', async () => {
    const node = fakeNode()
    node.answers.debugInfo = () => ok(sampleDebugInfo({ addrs: [] }))
    const unbind = portForwarding.of($activeScope.get()).listen(() => {})
    await allTasks()
    await allTasks()
    expect(portForwarding.of($activeScope.get()).get()).toEqual({
      state: 'unreachable',
      reason: 'Not existing address',
    })
    expect(node.reportError).toHaveBeenCalledOnce()
    unbind()
  })

  it('asks no echo service about a node that announces only loopback, and says so', async () => {
    const node = fakeNode()
    setEchoUrl('http://127.0.0.1:9/echo')
    const loopback = ['/ip4/127.0.0.1/tcp/8070']
    node.answers.debugInfo = () =>
      ok(sampleDebugInfo({ addrs: loopback, announcedAddresses: loopback }))
    await debugInfo.of($activeScope.get()).refetch()
    const fetches = vi.spyOn(globalThis, 'fetch')
    const unbind = portForwarding.of($activeScope.get()).listen(() => {})
    await allTasks()
    expect(portForwarding.of($activeScope.get()).get()).toEqual({
      state: 'local-only',
      announce: { space: 'loopback', host: '127.0.0.1' },
      detail:
        'The node announces only 127.0.0.1, an address of this computer: nodes on the internet cannot reach it.',
    })
    expect(fetches).not.toHaveBeenCalled()
    expect(node.reportError).not.toHaveBeenCalled()
    fetches.mockRestore()
    unbind()
  })

  it('believes a node that knows its own reachability and asks no echo service', async () => {
    const node = fakeNode()
    setEchoUrl('http://127.0.0.1:9/echo')
    const nat = {
      reachability: 'Reachable',
      portMapping: 'upnp',
      relayRunning: false,
      clientMode: false,
    }
    node.answers.debugInfo = () => ok(sampleDebugInfo({ reachability: nat }))
    await debugInfo.of($activeScope.get()).refetch()
    const fetches = vi.spyOn(globalThis, 'fetch')
    const unbind = portForwarding.of($activeScope.get()).listen(() => {})
    await allTasks()
    expect(portForwarding.of($activeScope.get()).get()).toEqual({
      state: 'reachable',
      detail: 'Reachable through a UPnP port mapping',
    })
    node.answers.debugInfo = () =>
      ok(sampleDebugInfo({ reachability: { ...nat, reachability: 'NotReachable' } }))
    await debugInfo.of($activeScope.get()).refetch()
    expect(portForwarding.of($activeScope.get()).get()).toMatchObject({
      state: 'unreachable',
      reason: expect.stringMatching(/cannot be reached from the internet/),
    })
    expect(fetches).not.toHaveBeenCalled()
    expect(node.reportError).not.toHaveBeenCalled()
    fetches.mockRestore()
    unbind()
  })
})
