import type { NodeLine } from './node-line.ts'

/** What a node can do, learnt from what it answers: features ask this, never the version. */
export interface NodeCapabilities {
  /** Serves the marketplace (storage requests, availabilities); persistence may still be off. */
  marketplace: boolean
  /** Availabilities take `enabled` and `until`; reservations say when they end (Codex v0.2.1+). */
  availabilityLimits: boolean
  /** A network fetch runs in the background with progress, and can be cancelled. */
  backgroundDownloads: boolean
  /** Says whether a cid is stored on the node without downloading it. */
  exists: boolean
  /** Knows its own reachability, port mapping and connections (no outside echo service needed). */
  reachability: boolean
  /** Fetches from the network privately over Mix (`?transport=mix`): its debug info has a `mixPubKey`. */
  mix: boolean
  /** Deletes a file from the node (every line serves `DELETE /data/{cid}`). */
  deleteFiles: boolean
}

/** The node as detected: its line, its version and what it can do. */
export interface NodeProfile {
  line: NodeLine
  /** As the node states it, without a leading `v` ("0.4.4"); empty when it does not say. */
  version: string
  revision: string
  capabilities: NodeCapabilities
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads the profile from the line that answered and its debug info. Signals the answer carries
 * come first (`nat` for the rebuilt debug info, `codex.contracts` from v0.2.1); the version
 * decides only where the answer is silent.
 */
export function profileOf(line: NodeLine, debugInfo: unknown): NodeProfile {
  const info = isObject(debugInfo) ? debugInfo : {}
  const stated = [info[line.product], info.storage, info.codex].find(isObject) ?? {}
  const version = readVersion(stated.version)
  const revision = typeof stated.revision === 'string' ? stated.revision : ''
  const rebuiltDebugInfo = isObject(info.nat)
  const isStorage = line.product === 'storage'
  const backgroundDownloads = isStorage && (rebuiltDebugInfo || atLeast(version, [0, 4, 0]))
  return {
    line,
    version,
    revision,
    capabilities: {
      marketplace: line.marketplaceRoutes,
      availabilityLimits:
        line.marketplaceRoutes && ('contracts' in stated || atLeast(version, [0, 2, 1])),
      backgroundDownloads,
      exists: backgroundDownloads,
      reachability: rebuiltDebugInfo,
      mix: typeof info.mixPubKey === 'string' && info.mixPubKey !== '',
      deleteFiles: true,
    },
  }
}

/**
 * The version a node states, without a leading `v`: a release build lists every git tag, one per
 * line, and the last one is the release.
 */
export function readVersion(stated: unknown): string {
  if (typeof stated !== 'string') return ''
  const lines = stated
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return (lines.at(-1) ?? '').replace(/^v(?=\d)/i, '')
}

/** Whether a dotted version is at least `floor`; an unreadable version is not. */
function atLeast(version: string, floor: readonly number[]): boolean {
  const parts = /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number)
  if (!parts) return false
  for (const [index, part] of parts.entries()) {
    const wanted = floor[index] ?? 0
    if (part !== wanted) return part > wanted
  }
  return true
}
