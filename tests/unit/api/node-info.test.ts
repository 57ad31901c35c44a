import { describe, expect, it } from 'vitest'
import { ipOf, toNodeInfo } from '../../../src/api/node-info.ts'
import { WireDebugInfo } from '../../../src/api/schemas/node.ts'
import { validateAnswer } from '../../../src/api/validation.ts'

function infoOf(wire: unknown) {
  const parsed = validateAnswer(WireDebugInfo(), wire)
  if (parsed.error) throw new Error(parsed.data.message)
  return toNodeInfo(parsed.data)
}

describe('debug info of every line as one domain type', () => {
  it('reads what is there: extra 2026 fields, missing ones and odd shapes never fail', () => {
    const info = infoOf({
      id: '16U',
      addrs: ['/ip4/203.0.113.7/tcp/8070'],
      spr: null,
      repo: '/data',
      providerRecord: { peerId: '16U' },
      dhtAddresses: ['/ip4/203.0.113.7/tcp/8070/p2p/16U'],
      announceAddresses: 'not a list',
      table: 'gone',
      nat: { reachability: 'NotReachable' },
      connections: [{ direct: 'yes' }],
      storage: { version: '0.5.3' },
    })
    expect(info).toMatchObject({
      id: '16U',
      spr: '',
      version: '0.5.3',
      announcedAddresses: ['/ip4/203.0.113.7/tcp/8070'],
      peers: [],
      reachability: { reachability: 'NotReachable', portMapping: 'none' },
      connections: null,
    })
    expect(infoOf({ id: '16U' })).toMatchObject({ addrs: [], spr: '', reachability: null })
  })

  it('reads a v0.2.x answer: one address per peer, a seen flag, announce addresses', () => {
    const info = infoOf({
      id: '16U',
      addrs: ['/ip4/0.0.0.0/tcp/8070'],
      repo: '/data',
      spr: 'spr:x',
      announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
      table: {
        localNode: {
          nodeId: 'a',
          peerId: '16U',
          record: 'spr:',
          address: '0.0.0.0:8090',
          seen: false,
        },
        nodes: [
          { nodeId: 'b', peerId: 'p1', record: 'spr:', address: '198.51.100.1:8090', seen: true },
          { nodeId: 'c', peerId: 'p2', record: 'spr:', address: null, seen: false },
        ],
      },
      codex: { version: 'v0.1.9\nv0.2.0', revision: '16dce0fc' },
    })
    expect(info).toMatchObject({
      id: '16U',
      version: '0.2.0',
      revision: '16dce0fc',
      announcedAddresses: ['/ip4/203.0.113.7/tcp/8070'],
      reachability: null,
      connections: null,
      peers: [
        {
          peerId: 'p1',
          addresses: ['198.51.100.1:8090'],
          ip: '198.51.100.1',
          seen: true,
          lastSeen: null,
        },
        { peerId: 'p2', addresses: [], ip: null, seen: false, lastSeen: null },
      ],
    })
    expect(info.sent.repo).toBe('/data')
  })

  it('reads a 2026 answer: several multiaddrs per peer, last seen, reachability, connections', () => {
    const info = infoOf({
      id: '16U',
      addrs: ['/ip4/203.0.113.9/tcp/8070'],
      spr: 'spr:x',
      libp2pPubKey: 'ab',
      table: {
        localNode: { peerId: '16U', addresses: [] },
        nodes: [
          {
            peerId: 'p1',
            addresses: ['/ip6/2001:db8::1/udp/8090', '/ip4/198.51.100.4/udp/8090'],
            lastSeen: 1790000000,
          },
        ],
      },
      storage: { version: '0.4.4', revision: 'c' },
      nat: {
        reachability: 'NotReachable',
        clientMode: true,
        relayRunning: true,
        portMapping: 'none',
      },
      connections: [{ peerId: 'p1', direct: false }],
      privateQueries: false,
    })
    expect(info).toMatchObject({
      version: '0.4.4',
      announcedAddresses: ['/ip4/203.0.113.9/tcp/8070'],
      reachability: {
        reachability: 'NotReachable',
        clientMode: true,
        relayRunning: true,
        portMapping: 'none',
      },
      connections: [{ peerId: 'p1', direct: false }],
      peers: [{ peerId: 'p1', ip: '2001:db8::1', seen: null, lastSeen: 1790000000 }],
    })
    expect(info.sent.libp2pPubKey).toBe('ab')
  })

  it('reads an early-2026 answer: storage, but still repo, announce addresses and the old table', () => {
    const info = infoOf({
      id: '16U',
      addrs: [],
      repo: '/data',
      announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
      table: { nodes: [{ peerId: 'p1', address: '198.51.100.1:8090', seen: true }] },
      storage: { version: '0.3.0', revision: 'd' },
    })
    expect(info).toMatchObject({
      version: '0.3.0',
      reachability: null,
      peers: [{ ip: '198.51.100.1', seen: true }],
    })
  })

  it('finds the IP of every address form', () => {
    expect(ipOf('198.51.100.1:8090')).toBe('198.51.100.1')
    expect(ipOf('/ip4/198.51.100.4/udp/8090')).toBe('198.51.100.4')
    expect(ipOf('/ip6/::1/tcp/8070')).toBe('::1')
    expect(ipOf('/dns4/node.example/tcp/8070')).toBe(null)
    expect(ipOf('')).toBe(null)
  })
})
