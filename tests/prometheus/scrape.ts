// Reads a Prometheus text-format scrape: each family's TYPE and HELP, and each series' value.
export interface Scrape {
  types: Map<string, string>
  help: Map<string, string>
  /** Series without labels by name; `name{labels}` for labelled ones, as written. */
  samples: Map<string, number>
  value(series: string): number | undefined
  /** The TYPE of the family a series was written under (`process_start_time_seconds`: gauge). */
  typeOf(series: string): string | undefined
}

export function parseScrape(text: string): Scrape {
  const types = new Map<string, string>()
  const help = new Map<string, string>()
  const samples = new Map<string, number>()
  const families = new Map<string, string>()
  let family = ''
  for (const line of text.split('\n')) {
    const comment = /^# (TYPE|HELP) (\S+) ?(.*)$/.exec(line)
    if (comment) {
      const [, kind, name = '', rest = ''] = comment
      ;(kind === 'TYPE' ? types : help).set(name, rest)
      family = name
    } else if (line.trim() && !line.startsWith('#')) {
      const split = line.lastIndexOf(' ')
      samples.set(line.slice(0, split), Number(line.slice(split + 1)))
      families.set(line.slice(0, split), family)
    }
  }
  return {
    types,
    help,
    samples,
    value: (series) => samples.get(series),
    typeOf: (series) => types.get(families.get(series) ?? ''),
  }
}
