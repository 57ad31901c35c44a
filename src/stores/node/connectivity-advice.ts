import type { NodeInfo } from '../../api/node-info.ts'
import { addressSpaceOfHost } from '../../lib/address-space.ts'

/** The TCP port of the node's first listen address that has one (`/ip4/…/tcp/8070`); else null. */
export function tcpListenPort(info: NodeInfo): number | null {
  for (const address of [...info.addrs, ...info.announcedAddresses]) {
    const port = /\/tcp\/(\d+)/.exec(address)?.[1]
    if (port) return Number(port)
  }
  return null
}

const portName = (port: number | null) =>
  port === null ? "the node's TCP listen port" : `TCP port ${port}`

/** Where the user forwards a port: the TCP listen port only (the node has no UDP discovery). */
export function forwardingAdvice(port: number | null): string {
  return `Forward ${portName(port)} on your router to this computer, or enable UPnP there. Only TCP is needed: no UDP port has to be forwarded.`
}

/**
 * A node that announces no address other computers on the internet could dial: only addresses of
 * this computer (`loopback`, as a node started with `--nat=none` on 127.0.0.1) or of the local
 * network (`local`, a node behind a router that did not learn its public address).
 */
export interface LocalAnnounce {
  space: 'loopback' | 'local'
  /** The host it announces, as the node wrote it (`127.0.0.1`, `192.168.1.20`). */
  host: string
}

const MULTIADDR_HOST = /^\/(?:ip4|ip6|dns|dns4|dns6|dnsaddr)\/([^/]+)/

/** What the node announces, when none of it is public; null when it announces a public address or none. */
export function localAnnounce(info: NodeInfo): LocalAnnounce | null {
  const hosts = info.announcedAddresses
    .map((address) => MULTIADDR_HOST.exec(address)?.[1])
    .filter((host): host is string => host !== undefined)
  const spaces = hosts.map(addressSpaceOfHost)
  if (hosts.length === 0 || spaces.includes('public')) return null
  const space = spaces.includes('local') ? 'local' : 'loopback'
  return { space, host: hosts[spaces.indexOf(space)] ?? '' }
}

/** What a node that announces only a local address is: one plain sentence. */
export function localAnnounceSummary({ space, host }: LocalAnnounce): string {
  const where =
    space === 'loopback' ? 'an address of this computer' : 'an address of your local network'
  return `The node announces only ${host}, ${where}: nodes on the internet cannot reach it.`
}

/** What to do so that nodes on the internet can reach a node that announces only a local address. */
export function localAnnounceAdvice({ space }: LocalAnnounce, port: number | null): string {
  const listen =
    space === 'loopback'
      ? `listening on every interface (--listen-addrs=/ip4/0.0.0.0/tcp/${port ?? '<port>'}) and `
      : ''
  return `To share with the network, start the node ${listen}announcing your public address (--nat=extip:<your public IP>, or --nat=any with UPnP on your router), then forward ${portName(port)} on your router to this computer.`
}
