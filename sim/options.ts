import type { ApiLine } from './api-line.ts'
import type { AnnounceMode } from './network/announce.ts'
import type { BasicCredentials } from './http/reverse-proxy.ts'

export type WireFormat = 'spec' | 'binary'
/** `none`: a node started without `--api-cors-origin`, which sends no CORS headers at all. */
export type CorsMode = 'permissive' | 'strict' | 'none'

/** One line per request (and start-up notes); the CLI prints them, tests may collect or drop them. */
export type LogSink = (line: string) => void

export interface SimulatorOptions {
  host: string
  /** 0 picks an ephemeral port. */
  port: number
  dataDir: string
  /** Shared by every simulator started with the same folder: what one stores, another can fetch. */
  networkDir: string
  /** The node line served: prefix, routes, shapes, statuses and texts (see api-line.ts). */
  api: ApiLine
  /** Overrides the line's prefix when not empty. */
  apiPrefix: string
  quotaBytes: number
  marketplace: boolean
  wire: WireFormat
  /** Simulated seconds that pass per real second. */
  timeScale: number
  seed: string
  cors: CorsMode
  /**
   * Also fsync uploaded data before acknowledging it (power-loss durability). Manifest records
   * and state are always fsynced; a kill -9 is safe either way, since commits are renames.
   */
  fsyncData: boolean
  /** How long GET /spr answers "not ready" (503; 500 on Logos Storage) after start-up, in real ms. */
  sprStartupDelayMs: number
  /** How long a network fetch of an unknown cid takes before it fails, in real milliseconds. */
  networkFailureDelayMs: number
  /** Logos Storage's background downloads move this many bytes per simulated second. */
  downloadBytesPerSecond: number
  /** Logos Storage started with Mix (`--mix`, the node's `--mix-enabled`): `mixPubKey` and `?transport=mix`. */
  mix: boolean
  /**
   * Logos Storage: also send the `debug/info` fields some 2026 builds had (`repo`,
   * `providerRecord`, `announceAddresses`, `dhtAddresses`), so clients prove they tolerate them.
   */
  debugInfoExtras: boolean
  /** `--metrics[=PORT]`: serve the node's Prometheus metrics on this port (0: a free one; null: off). */
  metricsPort: number | null
  /**
   * Puts the node behind a reverse proxy asking for these HTTP basic credentials (null: none, as a
   * node on loopback). The simulator's own /_sim/ routes and services stay open.
   */
  auth: BasicCredentials | null
  /** Datasets made at start-up without uploads (`--files`, sim/seed-files.ts). */
  files: number
  /** What the node announces (`--announce`): a public address, or only loopback or a private one. */
  announce: AnnounceMode
  log: LogSink
}

export const GiB = 1024 ** 3

export const defaultOptions: SimulatorOptions = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: '.sim-data/node',
  networkDir: '',
  api: 'codex-0.2.0',
  apiPrefix: '',
  quotaBytes: 20 * GiB,
  marketplace: true,
  wire: 'spec',
  timeScale: 1,
  seed: 'codex-vault',
  cors: 'permissive',
  fsyncData: false,
  sprStartupDelayMs: 0,
  networkFailureDelayMs: 1500,
  downloadBytesPerSecond: 256 * 1024,
  metricsPort: null,
  debugInfoExtras: false,
  mix: false,
  auth: null,
  files: 0,
  announce: 'public',
  log: (line) => console.log(line),
}

/** An empty networkDir means a private network folder inside the data dir. */
export function resolveOptions(partial: Partial<SimulatorOptions> = {}): SimulatorOptions {
  const options = { ...defaultOptions, ...partial }
  if (!options.networkDir) options.networkDir = `${options.dataDir}/network`
  return options
}
