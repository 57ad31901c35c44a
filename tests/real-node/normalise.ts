// One answer reduced to what the vault and a browser depend on, with what differs between any two
// nodes by nature (ids, cids, keys, times, ports, paths) replaced by placeholders.

/** The headers a browser reads or a fetch depends on; the rest (Server, Date) are noise. */
export const COMPARED_HEADERS = [
  'content-type',
  'content-disposition',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
] as const

/** Facet name → normalised value; `body` facets are `body` or `body.<json path>`. */
export type Observation = Record<string, string>

const PATTERNS: [RegExp, string][] = [
  [/spr:[A-Za-z0-9_-]+/g, '<spr>'],
  [/\bz[1-9A-HJ-NP-Za-km-z]{45,}/g, '<cid>'],
  [/\b16Uiu2[1-9A-HJ-NP-Za-km-z]{40,}/g, '<peerId>'],
  [/\/(tcp|udp)\/\d+/g, '/$1/<port>'],
  [/\b\d{1,3}(\.\d{1,3}){3}:\d+/g, '<ip>:<port>'],
  // A node id is a 256-bit number printed without its leading zeros.
  [/\b[0-9a-f]{48,64}\b/g, '<nodeId>'],
]

export function normaliseText(text: string): string {
  return PATTERNS.reduce((out, [pattern, to]) => out.replace(pattern, to), text)
}

/** Values that name the node itself (its build, its folder, its key): only their type is compared. */
const OPAQUE = new Set(['repo', 'record', 'revision', 'contracts', 'version', 'seen'])

function flatten(value: unknown, path: string, into: Observation): void {
  const key = path.split('.').at(-1) ?? ''
  if (Array.isArray(value)) {
    into[path] = `array(${value.length})`
    // The node lists datasets in its store's key order, which follows cids: compare as sets.
    const items = value.map((item) => {
      const facets: Observation = {}
      flatten(item, '', facets)
      return facets
    })
    items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    items.forEach((facets, index) => {
      for (const [tail, text] of Object.entries(facets)) into[`${path}[${index}]${tail}`] = text
    })
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    into[path] = `object{${entries.map(([name]) => normaliseText(name)).join(',')}}`
    for (const [name, item] of entries) flatten(item, `${path}.${normaliseText(name)}`, into)
  } else if (OPAQUE.has(key)) {
    into[path] = typeof value
  } else {
    into[path] = typeof value === 'string' ? `"${normaliseText(value)}"` : String(value)
  }
}

/** The JSON body's facets when it parses, else the whole text as one facet. */
export function bodyFacets(text: string, contentType: string): Observation {
  const facets: Observation = {}
  if (contentType.includes('json')) {
    try {
      flatten(JSON.parse(text) as unknown, 'body', facets)
      return facets
    } catch {
      facets.body = `unparsable JSON: ${normaliseText(text).slice(0, 200)}`
      return facets
    }
  }
  facets.body = text.length > 512 ? `${text.length} bytes` : normaliseText(text)
  return facets
}

export function observe(response: Response, text: string, lengthToo = false): Observation {
  const contentType = response.headers.get('content-type') ?? ''
  const facets: Observation = { status: String(response.status) }
  for (const name of COMPARED_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) facets[`header.${name}`] = normaliseText(value)
  }
  if (lengthToo) facets['header.content-length'] = response.headers.get('content-length') ?? ''
  Object.assign(facets, bodyFacets(text, contentType))
  return facets
}

export interface Difference {
  facet: string
  real?: string
  sim?: string
}

/** Every facet one side has and the other has not or has otherwise. */
export function compare(real: Observation, sim: Observation): Difference[] {
  const facets = [...new Set([...Object.keys(real), ...Object.keys(sim)])].sort()
  return facets
    .filter((facet) => real[facet] !== sim[facet])
    .map((facet) => ({ facet, real: real[facet], sim: sim[facet] }))
}
