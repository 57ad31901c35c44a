// Prints the gzipped JavaScript an entry fetches on first load: the entry and every chunk it
// imports statically, each once (dynamic imports load later, only when used).
import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g

export function firstLoad(entry) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) visit(join(dirname(file), match[1]))
  }
  visit(entry)
  const files = [...seen]
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
    0,
  )
  return { files, gzip }
}

// `node scripts/first-load.mjs FILE[=BUDGET_KB][~CHUNK,...] ...`: prints each entry's first load
// and exits 1 when one is over its budget (npm test runs it with the README's budgets) or imports
// a chunk after `~` statically: such a chunk is evaluated later, in a task of its own, instead of
// in the entry's.
if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false
  for (const arg of process.argv.slice(2)) {
    const [loaded, ...unwanted] = arg.split(/[~,]/)
    const [entry, budget] = loaded.split('=')
    const { files, gzip } = firstLoad(entry)
    const imported = unwanted.filter((chunk) =>
      files.some(
        (file) => dirname(file).endsWith('assets') && basename(file).startsWith(`${chunk}-`),
      ),
    )
    for (const chunk of imported) {
      console.log(`${relative('.', entry)} imports the ${chunk} chunk statically`)
    }
    over ||= imported.length > 0
    const kB = gzip / 1000
    const verdict =
      budget === undefined
        ? ''
        : kB <= Number(budget)
          ? ` (budget ${budget} kB)`
          : ` OVER the ${budget} kB budget`
    over ||= budget !== undefined && kB > Number(budget)
    console.log(
      `${relative('.', entry)}: ${kB.toFixed(1)} kB gzip in ${files.length} files${verdict}`,
    )
  }
  process.exit(over ? 1 : 0)
}
