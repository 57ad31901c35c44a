import { base58btc } from 'multiformats/bases/base58'
import { sha256 } from '../cid.ts'
import type { SeededRandom } from '../random.ts'

/** A libp2p identity as a Codex node shows it: secp256k1 key, peer id, DHT node id, SPR. */
export interface PeerIdentity {
  peerId: string
  nodeId: string
  spr: string
  /** The raw compressed secp256k1 public key in hex (Logos Storage's `libp2pPubKey`). */
  publicKey: string
}

/** Protobuf PublicKey { Type: Secp256k1, Data: 33-byte compressed key }. */
const publicKeyProto = (key: Uint8Array): Uint8Array =>
  Uint8Array.from([0x08, 0x02, 0x12, 0x21, ...key])

function signedPeerRecord(
  keyProto: Uint8Array,
  ip: string,
  udpPort: number,
  random: Buffer,
): string {
  const ipBytes = ip.split('.').map(Number)
  const address = [0x04, ...ipBytes, 0x91, 0x02, udpPort >> 8, udpPort & 0xff]
  const record = [
    0x0a,
    0x27,
    0x00,
    0x25,
    ...keyProto,
    0x10,
    0x01,
    0x1a,
    address.length + 2,
    0x0a,
    address.length,
    ...address,
  ]
  const signature = [
    0x30,
    0x44,
    0x02,
    0x20,
    ...random.subarray(0, 32),
    0x02,
    0x20,
    ...random.subarray(32, 64),
  ]
  const envelope = [
    0x0a,
    keyProto.length,
    ...keyProto,
    0x12,
    0x02,
    0x03,
    0x01,
    0x1a,
    record.length,
    ...record,
    0x2a,
    signature.length,
    ...signature,
  ]
  return `spr:${Buffer.from(envelope).toString('base64url')}`
}

export function makeIdentity(
  random: SeededRandom,
  label: string,
  ip: string,
  udpPort: number,
): PeerIdentity {
  const key = random.bytes(`${label}:key`, 33)
  key[0] = 0x02 | ((key[0] ?? 0) & 1)
  const keyProto = publicKeyProto(key)
  const peerId = base58btc.baseEncode(Uint8Array.from([0x00, keyProto.length, ...keyProto]))
  const nodeId = BigInt(`0x${sha256(key).toString('hex')}`).toString(16)
  return {
    peerId,
    nodeId,
    publicKey: Buffer.from(key).toString('hex'),
    spr: signedPeerRecord(keyProto, ip, udpPort, random.bytes(`${label}:sig`, 64)),
  }
}
