// The apps a node UI would make with the packed vault: a Vite + React app that installed the
// tarball, and a static site holding a copy of the installed package's dist/. Their tools (React,
// Vite, TypeScript) are the vault's own node_modules, linked in, so nothing is downloaded.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const FIXTURES = resolve(import.meta.dirname)
/** What the app imports or builds with, besides the vault. */
const TOOLS = ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite']

function run(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() }
}

function must(what: string, result: { ok: boolean; output: string }): string {
  if (!result.ok) throw new Error(`${what} failed:\n${result.output}`)
  return result.output
}

/**
 * `npm install` of the tarball into `app`: offline from npm's cache first (the vault's own install
 * filled it with the two dependencies), from the registry only if the cache lacks one.
 */
function installTarball(app: string, tarball: string): void {
  const args = ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball]
  const offline = run('npm', [...args, '--offline'], app)
  if (!offline.ok) must('npm install of the tarball', run('npm', args, app))
}

/** The Vite + React app of tests/package/consumer, with the tarball installed, in `app`. */
export function makeBundlerApp(app: string, tarball: string, vaultRoot: string): void {
  cpSync(join(FIXTURES, 'consumer'), app, { recursive: true })
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'node-ui', private: true, type: 'module' }, null, 2),
  )
  installTarball(app, tarball)
  for (const tool of TOOLS) {
    const link = join(app, 'node_modules', tool)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(join(vaultRoot, 'node_modules', tool), link, 'dir')
  }
}

/** What the installed command's help must name, by the arguments that ask it. */
export const COMMAND_HELP: { args: string[]; names: RegExp[] }[] = [
  {
    args: ['--help'],
    names: [
      /Usage: codex-vault \[options\]/,
      /--node <url>/,
      /Usage: codex-vault <command>/,
      /prometheus/,
    ],
  },
  {
    args: ['prometheus', '--help'],
    names: [/Usage: codex-vault prometheus/, /Prometheus and Alertmanager config/, /--nodes/],
  },
]

/**
 * `npx codex-vault …` in `app`, as an operator runs the installed package's `bin` (docs/monitoring.md):
 * its problems, if it fails or its help does not say what it does.
 */
export function commandProblems(app: string): string[] {
  return COMMAND_HELP.flatMap(({ args, names }) => {
    const shown = `npx codex-vault ${args.join(' ')}`
    const result = run('npx', ['codex-vault', ...args], app)
    if (!result.ok) return [`${shown} failed:\n${result.output}`]
    const missing = names.filter((name) => !name.test(result.output))
    return missing.length ? [`${shown} does not say ${missing.join(', ')}:\n${result.output}`] : []
  })
}

/** `tsc` over the app's sources (strict, declarations checked too): its output when it fails. */
export function typeCheck(app: string): string | undefined {
  const result = run('node', ['node_modules/typescript/bin/tsc', '-p', '.'], app)
  return result.ok ? undefined : result.output
}

/** `vite build` of the app into its dist/. */
export function buildApp(app: string): void {
  must('vite build of the app', run('node', ['node_modules/vite/bin/vite.js', 'build'], app))
}

/** The installed package's dist/, as a page's author copies it. */
export const installedDist = (app: string) => join(app, 'node_modules/codex-vault/dist')

/** A static site as a plain page's author makes it: the installed package's dist/ in `site/vault/`. */
export function makeStaticSite(site: string, dist: string): void {
  cpSync(dist, join(site, 'vault'), { recursive: true })
  cpSync(join(FIXTURES, 'plain/listen.js'), join(site, 'listen.js'))
}

/**
 * The page of tests/package/plain as `site/name`: its scripts from `scriptsFrom` (`./vault/` for
 * the copy in the site, or a running vault server's address), its uploader bound to `nodeUrl`.
 */
export function writePage(
  site: string,
  name: string,
  { scriptsFrom, nodeUrl }: { scriptsFrom: string; nodeUrl: string },
): void {
  const html = readFileSync(join(FIXTURES, 'plain/index.html'), 'utf8')
    .replace('./vault/', scriptsFrom)
    .replace('<vault-uploader', `<vault-uploader node-url="${nodeUrl}"`)
  writeFileSync(join(site, name), html)
}
