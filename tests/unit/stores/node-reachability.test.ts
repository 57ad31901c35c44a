import { describe, expect, it } from 'vitest'
import {
  connectionCount,
  connectionsText,
  ownReachability,
} from '../../../src/stores/node/reachability.ts'
import { sampleDebugInfo } from '../../support/fake-node.ts'

const nat = (reachability: string, portMapping = 'none', relayRunning = false) => ({
  reachability,
  portMapping,
  relayRunning,
  clientMode: false,
})

describe("a node's own reachability", () => {
  it('says how a reachable node is reached', () => {
    expect(ownReachability(nat('Reachable', 'direct'))).toEqual({
      state: 'reachable',
      detail: 'Reachable on a public address',
      summary: 'Reachable',
    })
    expect(ownReachability(nat('Reachable', 'none'))).toMatchObject({ detail: 'Reachable' })
  })

  it('says what to do when it is not reachable, and that a relay carries it when one runs', () => {
    expect(ownReachability(nat('NotReachable'))).toMatchObject({
      state: 'unreachable',
      summary: 'Not reachable',
      reason: expect.stringMatching(/forward its TCP listen port/),
    })
    expect(ownReachability(nat('NotReachable', 'none', true))).toMatchObject({
      reason: expect.stringMatching(/through a relay/),
    })
    expect(ownReachability(nat('Unknown'))).toMatchObject({ summary: 'Not known yet' })
  })

  it('counts connections only where the node lists them', () => {
    expect(connectionCount(sampleDebugInfo())).toBeNull()
    const two = sampleDebugInfo({
      connections: [
        { peerId: 'a', direct: true },
        { peerId: 'b', direct: null },
      ],
    })
    expect(connectionCount(two)).toBe(2)
    expect([connectionsText(1), connectionsText(2)]).toEqual(['1 connection', '2 connections'])
  })
})
