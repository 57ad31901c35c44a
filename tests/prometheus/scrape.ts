// Reads a Prometheus text-format scrape: each family's TYPE and HELP, and each series' value.
export interface Scrape {
  types: Map<string, string>
  help: Map<string, string>
  /** Series without labels by name; `name{labels}` for labelled ones, as written. */
  samples: Map<string, number>
  value(series: string): number | undefined
}

export function parseScrape(text: string): Scrape {
  const types = new Map<string, string>()
  const help = new Map<string, string>()
  const samples = new Map<string, number>()
  for (const line of text.split('\n')) {
    const comment = /^# (TYPE|HELP) (\S+) ?(.*)$/.exec(line)
    if (comment) {
      const [, kind, name = '', rest = ''] = comment
      ;(kind === 'TYPE' ? types : help).set(name, rest)
    } else if (line.trim() && !line.startsWith('#')) {
      const split = line.lastIndexOf(' ')
      samples.set(line.slice(0, split), Number(line.slice(split + 1)))
    }
  }
  return { types, help, samples, value: (series) => samples.get(series) }
}
