/** The node lines the simulator can serve (issue 19; `shared/reference/node-versions.md`). */
export const apiLines = ['codex-0.2.0', 'codex-0.2.5', 'storage'] as const
export type ApiLine = (typeof apiLines)[number]

export const isApiLine = (value: unknown): value is ApiLine => apiLines.includes(value as ApiLine)

/** What differs between the lines, as data: routes, statuses, texts and shapes read these flags. */
export interface LineTraits {
  line: ApiLine
  /** Node API prefix (`/api/{product}/v1`). */
  prefix: string
  /** `/sales/*` and `/storage/*` exist at all (the 2026 line removed them). */
  marketplaceRoutes: boolean
  /**
   * Codex v0.2.1+: availabilities `enabled`/`until`, reservations `validUntil`, validation 422s,
   * PATCH 204 with a quota re-check, `expiry` required, `codex.contracts` in debug info.
   */
  availabilityLifecycle: boolean
  /** Downloads send Content-Length and a 404 text, and expose Content-Disposition (v0.2.1+). */
  sizedDownloads: boolean
  /** Logos Storage: background downloads with progress, `exists`, `blockSize`, new debug info. */
  storage2026: boolean
  /** The v0.2.0 binary also answers `/node/peerid`; the 2026 router does not. */
  legacyPeerIdRoute: boolean
  /** Sizes and durations as JSON numbers whatever `--wire` says (the v0.2.1+ binaries). */
  numbersOnWire: boolean
}

const codex020: LineTraits = {
  line: 'codex-0.2.0',
  prefix: '/api/codex/v1',
  marketplaceRoutes: true,
  availabilityLifecycle: false,
  sizedDownloads: false,
  storage2026: false,
  legacyPeerIdRoute: true,
  numbersOnWire: false,
}

const traits: Record<ApiLine, LineTraits> = {
  'codex-0.2.0': codex020,
  'codex-0.2.5': {
    ...codex020,
    line: 'codex-0.2.5',
    availabilityLifecycle: true,
    sizedDownloads: true,
    numbersOnWire: true,
  },
  storage: {
    line: 'storage',
    prefix: '/api/storage/v1',
    marketplaceRoutes: false,
    availabilityLifecycle: false,
    sizedDownloads: true,
    storage2026: true,
    legacyPeerIdRoute: false,
    numbersOnWire: true,
  },
}

export const lineTraits = (line: ApiLine): LineTraits => traits[line]

/** Every prefix some line serves: requests under any of them are counted. */
export const knownPrefixes = [...new Set(apiLines.map((line) => traits[line].prefix))]
