import { parseArgs } from 'node:util'
import { apiLines } from './api-line.ts'
import { parseCredentials } from './http/reverse-proxy.ts'
import { announceModes } from './network/announce.ts'
import { defaultOptions, GiB, type SimulatorOptions } from './options.ts'
import { parseFileCount } from './seed-files.ts'

export const usage = `Usage: npm run sim -- [options]

  --host <addr>              bind address (default ${defaultOptions.host})
  --port <n>                 API port; 0 picks a free one (default ${defaultOptions.port})
  --data-dir <path>          where datasets and state live (default ${defaultOptions.dataDir})
  --network-dir <path>       shared network folder; simulators sharing it share content
                             (default <data-dir>/network)
  --api <line>               node line served: ${apiLines.join(' | ')}
                             (default ${defaultOptions.api})
  --api-prefix <path>        node API prefix (default: the line's, /api/codex/v1 or
                             /api/storage/v1)
  --quota <size>             storage quota: bytes or with KiB/MiB/GiB/TiB (default 20GiB)
  --marketplace on|off       marketplace enabled (default on)
  --wire spec|binary         sizes as strings (spec) or JSON numbers like v0.2.0 (default spec)
  --time-scale <n>           simulated seconds per real second (default 1)
  --seed <text>              seed for peers and ids (default ${defaultOptions.seed})
  --cors permissive|strict|none
                             CORS superset, v0.2.0's gaps, or none at all as a node started
                             without --api-cors-origin (default permissive)
  --fsync-data on|off        fsync uploaded data before acknowledging it (default off;
                             records and state are always fsynced)
  --spr-delay <ms>           GET /spr answers "not ready" this long after start-up: 503,
                             or 500 on the storage line (default 0)
  --network-delay <ms>       unknown cids fail on the network after this long (default ${defaultOptions.networkFailureDelayMs})
  --download-rate <size>     storage line: background downloads move this much per
                             simulated second (default 256KiB)
  --debug-info-extras        storage line: debug/info also has repo, providerRecord,
                             announceAddresses and dhtAddresses, as some 2026 builds
  --mix                      storage line: the node runs Mix (debug/info has mixPubKey,
                             ?transport=mix downloads work)
  --auth <user>:<password>   put the node behind a reverse proxy asking for these HTTP basic
                             credentials (split on the first ':'); /_sim and services stay open
  --files <n>                give the node n datasets at start-up, in seconds (0 to 1,000,000)
  --announce public|loopback|private
                             what the node announces: a public address (default), only
                             127.0.0.1 (as a real node with --nat=none on loopback), or only
                             a private address (192.168.1.20, a node behind a router)
  --help                     show this help`

export class CliError extends Error {}

const units: Record<string, number> = {
  '': 1,
  b: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: GiB,
  tib: 1024 * GiB,
}

export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim())
  const unit = units[(match?.[2] ?? '').toLowerCase()]
  if (!match || unit === undefined) throw new CliError(`Invalid size: ${text}`)
  return Math.floor(Number(match[1]) * unit)
}

function number(name: string, text: string, min: number): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < min) {
    throw new CliError(`--${name} must be a number >= ${min}, got ${text}`)
  }
  return value
}

function choice<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if (!allowed.includes(text as T))
    throw new CliError(`--${name} must be one of ${allowed.join(', ')}`)
  return text as T
}

/** Turns command-line flags into simulator options (unset flags keep the defaults). */
export function parseCli(argv: string[]): Partial<SimulatorOptions> | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'network-dir': { type: 'string' },
      api: { type: 'string' },
      'api-prefix': { type: 'string' },
      quota: { type: 'string' },
      marketplace: { type: 'string' },
      wire: { type: 'string' },
      'time-scale': { type: 'string' },
      seed: { type: 'string' },
      cors: { type: 'string' },
      'spr-delay': { type: 'string' },
      'fsync-data': { type: 'string' },
      'network-delay': { type: 'string' },
      'download-rate': { type: 'string' },
      'debug-info-extras': { type: 'boolean' },
      auth: { type: 'string' },
      mix: { type: 'boolean' },
      files: { type: 'string' },
      announce: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return 'help'
  const options: Partial<SimulatorOptions> = {}
  if (values.host !== undefined) options.host = values.host
  if (values.port !== undefined) options.port = number('port', values.port, 0)
  if (values['data-dir'] !== undefined) options.dataDir = values['data-dir']
  if (values['network-dir'] !== undefined) options.networkDir = values['network-dir']
  if (values.api !== undefined) options.api = choice('api', values.api, apiLines)
  if (values['api-prefix'] !== undefined)
    options.apiPrefix = values['api-prefix'].replace(/\/$/, '')
  if (values.quota !== undefined) options.quotaBytes = parseSize(values.quota)
  if (values.marketplace !== undefined) {
    options.marketplace = choice('marketplace', values.marketplace, ['on', 'off'] as const) === 'on'
  }
  if (values.wire !== undefined)
    options.wire = choice('wire', values.wire, ['spec', 'binary'] as const)
  if (values['time-scale'] !== undefined)
    options.timeScale = number('time-scale', values['time-scale'], 0)
  if (values.seed !== undefined) options.seed = values.seed
  if (values.cors !== undefined)
    options.cors = choice('cors', values.cors, ['permissive', 'strict', 'none'] as const)
  if (values['fsync-data'] !== undefined) {
    options.fsyncData = choice('fsync-data', values['fsync-data'], ['on', 'off'] as const) === 'on'
  }
  if (values['spr-delay'] !== undefined)
    options.sprStartupDelayMs = number('spr-delay', values['spr-delay'], 0)
  if (values['network-delay'] !== undefined) {
    options.networkFailureDelayMs = number('network-delay', values['network-delay'], 0)
  }
  if (values['download-rate'] !== undefined) {
    options.downloadBytesPerSecond = parseSize(values['download-rate'])
  }
  if (values['debug-info-extras']) options.debugInfoExtras = true
  if (values.mix) options.mix = true
  if (values.files !== undefined) {
    try {
      options.files = parseFileCount(values.files)
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error))
    }
  }
  if (values.announce !== undefined)
    options.announce = choice('announce', values.announce, announceModes)
  if (values.auth !== undefined) {
    try {
      options.auth = parseCredentials(values.auth)
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error))
    }
  }
  return options
}
