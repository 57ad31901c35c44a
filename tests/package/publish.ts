// Whether the vault can be published to npm as it stands: package.json carries what a registry
// page and a consumer's tools read (not private, a license, a repository, the files list, exports,
// types, customElements, sideEffects), and `npm publish --dry-run` accepts it without correcting it.
import { spawnSync } from 'node:child_process'

export interface PublishedFields {
  name?: string
  version?: string
  private?: boolean
  license?: string
  repository?: string | { type?: string; url?: string }
  files?: string[]
  exports?: unknown
  types?: string
  customElements?: string
  sideEffects?: unknown
}

/** What keeps this package.json from being published as a usable package, as sentences. */
export function publishProblems(manifest: PublishedFields): string[] {
  const problems: string[] = []
  if (manifest.private) problems.push('"private": true: npm refuses to publish it')
  if (!manifest.name || !manifest.version) problems.push('no name or version')
  if (!manifest.license) problems.push('no license')
  const repository =
    typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url
  if (!repository) problems.push('no repository')
  if (!manifest.files?.length) problems.push('no files list: npm would pack the whole folder')
  if (!manifest.exports) problems.push('no exports')
  if (!manifest.types) problems.push('no types')
  if (!manifest.customElements) problems.push('no customElements (the manifest editors read)')
  if (!Array.isArray(manifest.sideEffects) || manifest.sideEffects.length === 0)
    problems.push('no sideEffects list: a bundler could drop the entries that define the tags')
  return problems
}

// Without a login npm says so even on a dry run; every other warning is about the package.
const NOT_LOGGED_IN = /requires you to be logged in/

/**
 * `npm publish --dry-run` of the project at `root` (its build already made by `npm pack`, so no
 * scripts): throws with npm's words when it fails or warns, e.g. that it corrected package.json.
 */
export function publishDryRun(root: string): void {
  const result = spawnSync(
    'npm',
    ['publish', '--dry-run', '--ignore-scripts', '--loglevel=warn', '--json'],
    { cwd: root, encoding: 'utf8' },
  )
  const warnings = result.stderr
    .split('\n')
    .filter((line) => /^npm (warn|error)/i.test(line) && !NOT_LOGGED_IN.test(line))
  if (result.status !== 0 || warnings.length)
    throw new Error(`npm publish --dry-run refused it:\n${warnings.join('\n') || result.stderr}`)
}
