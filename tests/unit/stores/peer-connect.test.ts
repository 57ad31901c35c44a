import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestSimulator, type Simulator } from '../api/support/simulator.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const connect = await import('../../../src/stores/node/peer-connect.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

let sim: Simulator
beforeAll(async () => {
  sim = await startTestSimulator({ api: 'storage' })
})
afterAll(() => sim.close())
beforeEach(() => setEnvironment({ createNodeClient: () => sim.client }))
afterEach(() => resetEnvironment())

const state = () => connect.peerConnect.of($activeScope.get()).get()

describe('connect to a peer (simulated Logos Storage)', () => {
  it('checks the fields in the vault before asking the node', () => {
    expect(connect.checkPeerConnect('  ', '')).toEqual({ peerId: connect.PEER_ID_REQUIRED })
    expect(connect.checkPeerConnect('not a peer!', '')).toEqual({
      peerId: connect.PEER_ID_NOT_VALID,
    })
    expect(connect.checkPeerConnect('16Uiu2HAm', '/ip4/1.2.3.4/tcp/8070\nnonsense')).toEqual({
      addresses: connect.addressNotValid('nonsense'),
    })
    expect(
      connect.checkPeerConnect('16Uiu2HAm', '/ip4/1.2.3.4/tcp/8070, /ip4/5.6.7.8/tcp/1'),
    ).toEqual({})
    expect(connect.splitAddresses(' /a/1\n/b/2, /c/3 ')).toEqual(['/a/1', '/b/2', '/c/3'])
  })

  it("shows the node's sentence when it connects, and its error text when not", async () => {
    const raw = (await (await fetch(`${sim.url}/api/storage/v1/debug/info`)).json()) as {
      connections: { peerId: string }[]
    }
    const peerId = raw.connections[0]!.peerId
    await connect.connectToPeer($activeScope.get(), ` ${peerId} `, '')
    expect(state()).toEqual({
      state: 'connected',
      peerId,
      message: 'Successfully connected to peer',
    })
    await connect.connectToPeer($activeScope.get(), '16Uiu2HAmNotAPeer', '')
    expect(state()).toEqual({ state: 'failed', message: 'Unable to find Peer!' })
    await connect.connectToPeer($activeScope.get(), 'nonsense', '')
    expect(state()).toEqual({ state: 'failed', message: 'peerid: incorrect PeerId string' })
  })
})
