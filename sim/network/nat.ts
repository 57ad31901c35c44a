import type { AnnounceMode } from './announce.ts'

/** What a Logos Storage node reports about its own reachability (debug info `nat`). */
export interface NatState {
  reachability: 'Unknown' | 'Reachable' | 'NotReachable'
  clientMode: boolean
  relayRunning: boolean
  portMapping: 'none' | 'upnp' | 'pmp' | 'pcp' | 'direct'
}

export const reachabilities: readonly NatState['reachability'][] = [
  'Unknown',
  'Reachable',
  'NotReachable',
]
export const portMappings: readonly NatState['portMapping'][] = [
  'none',
  'upnp',
  'pmp',
  'pcp',
  'direct',
]

/**
 * The simulated node is reachable through a UPnP mapping, as the echo service also says; one that
 * announces only a local address finds it is not, and maps no port.
 */
export const defaultNat = (announce: AnnounceMode = 'public'): NatState =>
  announce === 'public'
    ? { reachability: 'Reachable', clientMode: false, relayRunning: false, portMapping: 'upnp' }
    : { reachability: 'NotReachable', clientMode: false, relayRunning: false, portMapping: 'none' }
