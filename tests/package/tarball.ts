// What `npm pack` put in the vault's tarball, and whether that is what a consumer needs: nothing
// more (no tests, sources beyond declarations, node_modules or the demo), nothing less (every
// element's entry and declaration, the manifest, the docs), and every path package.json names.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface PackageJson {
  main?: string
  types?: string
  customElements?: string
  exports?: Record<string, string | Record<string, string>>
  sideEffects?: string[] | boolean
}

export interface Packed {
  tarball: string
  /** Paths inside the tarball, without its `package/` folder. */
  files: string[]
  bytes: number
  unpackedBytes: number
}

/** The only paths a consumer's install should hold. */
const ALLOWED = [
  /^(package\.json|README\.md|CHANGELOG\.md|LICENSE|custom-elements\.json)$/,
  /^dist\/vault\.js$/,
  // The package's `bin`: `npx codex-vault prometheus …`.
  /^dist\/cli\/codex-vault\.mjs$/,
  // The dashboard's pages and stylesheets, which `npx codex-vault` serves.
  /^dist\/(index\.html|index\.css)$/,
  /^dist\/dashboard\/([a-z-]+\/)?(index\.html|frame\.css)$/,
  /^dist\/elements\/vault-[a-z-]+\.js$/,
  /^dist\/assets\/[\w-]+\.js$/,
  /^dist\/types\/[\w/.-]+\.d\.ts$/,
]

/** Globs as package.json's sideEffects and exports use them: `*` within a folder, `**` across. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.*/)?')
  // A pattern with no slash matches a file's name in any folder (webpack and rolldown read it so).
  return new RegExp(glob.includes('/') ? `^${body}$` : `(^|/)${body}$`)
}

const withoutDot = (path: string) => path.replace(/^\.\//, '')

/** Every file package.json points at, with `*` in an export filled with each element's name. */
function namedPaths(manifest: PackageJson, elements: string[]): string[] {
  const targets = Object.values(manifest.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  )
  return [manifest.main, manifest.types, manifest.customElements, ...targets]
    .filter((path): path is string => typeof path === 'string')
    .flatMap((path) => (path.includes('*') ? elements.map((tag) => path.replace('*', tag)) : path))
    .map(withoutDot)
}

/**
 * What is wrong with a tarball of these files for this package.json, as sentences (none: fine).
 * `elements` are the tags the vault defines; each needs its entry and declaration.
 */
export function tarballProblems(
  files: string[],
  manifest: PackageJson,
  elements: string[],
): string[] {
  const present = new Set(files)
  const problems = files
    .filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))
    .map((file) => `${file}: not something a consumer loads or reads`)
  const required = [
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    // What `npx codex-vault` serves: the dashboard's first page and its stylesheets.
    'dist/index.html',
    'dist/index.css',
    'dist/dashboard/index.html',
    'dist/dashboard/frame.css',
    ...elements.flatMap((tag) => [`dist/elements/${tag}.js`, `dist/types/elements/${tag}.d.ts`]),
    ...namedPaths(manifest, elements),
  ]
  for (const path of new Set(required)) {
    if (!present.has(path)) problems.push(`${path}: named by package.json or needed, not packed`)
  }
  const sideEffects = Array.isArray(manifest.sideEffects) ? manifest.sideEffects : []
  // ./src/ patterns are for the vault's own build of its sources, which reads this file too.
  const shipped = sideEffects.filter((glob) => !glob.startsWith('./src/'))
  for (const glob of shipped) {
    if (!files.some((file) => globToRegExp(glob).test(file)))
      problems.push(`sideEffects "${glob}" matches no packed file`)
  }
  // An entry a bundler thinks pure would be dropped, and its tags never defined.
  for (const entry of files.filter((file) => /^dist\/(vault|elements\/[a-z-]+)\.js$/.test(file))) {
    if (!shipped.some((glob) => globToRegExp(glob).test(entry)))
      problems.push(`${entry}: registers elements but sideEffects does not name it`)
  }
  return problems
}

function run(command: string, args: string[], cwd: string, quiet: boolean): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr ?? ''}`)
  return result.stdout
}

/** `npm pack` of the project at `root` into `into`, running its prepack build unless `build` is false. */
export function pack(root: string, into: string, build = true): Packed {
  // npm's notices list every file; the check below prints what matters of them.
  const args = ['pack', '--loglevel=warn', '--pack-destination', into]
  run('npm', build ? args : [...args, '--ignore-scripts'], root, false)
  const name = readdirSync(into).find((file) => file.endsWith('.tgz'))
  if (!name) throw new Error(`npm pack wrote no tarball into ${into}`)
  const tarball = join(into, name)
  // `tar -tvzf`: mode, owner, size, date, time, path.
  const listing = run('tar', ['-tvzf', tarball], into, true).trim().split('\n')
  const entries = listing.map((line) => line.trim().split(/\s+/))
  return {
    tarball,
    files: entries.map((fields) => fields.at(-1)!.replace(/^package\//, '')),
    bytes: statSync(tarball).size,
    unpackedBytes: entries.reduce((sum, fields) => sum + Number(fields[2]), 0),
  }
}
