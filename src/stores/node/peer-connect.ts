import { atom } from 'nanostores'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { debugInfo } from './status.ts'

export const PEER_ID_REQUIRED = 'Enter the peer id of a node.'
export const PEER_ID_NOT_VALID = 'This is not a valid peer id.'
export const addressNotValid = (address: string) =>
  `This is not a valid multiaddress: ${address} (for example /ip4/192.0.2.1/tcp/8070).`

export type PeerConnectState =
  | { state: 'idle' }
  | { state: 'connecting'; peerId: string }
  | { state: 'connected'; peerId: string; message: string }
  | { state: 'failed'; message: string }

/** Why the typed fields cannot be sent, by field; empty when they can. */
export interface PeerConnectProblems {
  peerId?: string
  addresses?: string
}

/** The Connect to a peer form's request on one node. */
export const peerConnect = perNode(() => atom<PeerConnectState>({ state: 'idle' }))

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const MULTIADDRESS = /^(\/[^/\s]+)+$/

/** The addresses typed one per line or separated by commas or spaces. */
export function splitAddresses(text: string): string[] {
  return text.split(/[\s,]+/).filter((address) => address !== '')
}

/** What is wrong with the fields before any call (the node checks the rest and says so). */
export function checkPeerConnect(peerId: string, addresses: string): PeerConnectProblems {
  const problems: PeerConnectProblems = {}
  const id = peerId.trim()
  if (id === '') problems.peerId = PEER_ID_REQUIRED
  else if (!BASE58.test(id)) problems.peerId = PEER_ID_NOT_VALID
  const bad = splitAddresses(addresses).find((address) => !MULTIADDRESS.test(address))
  if (bad !== undefined) problems.addresses = addressNotValid(bad)
  return problems
}

/**
 * Asks the node to dial the peer (`GET /connect/{peerId}?addrs=…`) and keeps its answer: its own
 * sentence when it connected, its error text when not. The peer list refreshes after.
 */
export async function connectToPeer(scope: NodeScope, peerId: string, addresses: string) {
  const $state = peerConnect.of(scope)
  const id = peerId.trim()
  $state.set({ state: 'connecting', peerId: id })
  const answer = await scope.client().connect(id, splitAddresses(addresses))
  if (answer.error) {
    reportNodeError(answer.data, { action: 'connect to peer' })
    $state.set({ state: 'failed', message: answer.data.message || 'The node gave no reason.' })
    return
  }
  $state.set({ state: 'connected', peerId: id, message: answer.data.trim() || 'Connected.' })
  void debugInfo.of(scope).refetch()
}
