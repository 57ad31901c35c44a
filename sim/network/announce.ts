import { nodeAnnounceIp } from './geo-table.ts'

/**
 * What the simulated node announces: a public address (the default), only loopback, as the real
 * node started with `--listen-addrs=/ip4/127.0.0.1/tcp/8070 --nat=none` does, or only a private
 * address, as a node behind a router that did not learn its public one.
 */
export type AnnounceMode = 'public' | 'loopback' | 'private'

export const announceModes: readonly AnnounceMode[] = ['public', 'loopback', 'private']

/** The private address a node behind a home router announces in `private` mode. */
export const nodePrivateIp = '192.168.1.20'

/** The IP the node listens on and the one it announces, in each mode. */
export function nodeAddresses(mode: AnnounceMode): { listenIp: string; announceIp: string } {
  switch (mode) {
    case 'loopback':
      return { listenIp: '127.0.0.1', announceIp: '127.0.0.1' }
    case 'private':
      return { listenIp: '0.0.0.0', announceIp: nodePrivateIp }
    default:
      return { listenIp: '0.0.0.0', announceIp: nodeAnnounceIp }
  }
}
