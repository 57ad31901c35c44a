// Proves `scripts/check-renderer.mjs` can fail: builds the vault with React aliased to
// `preact/compat` (Preact installed in a temporary folder, never in the project), sees that build's
// elements render, then expects the renderer check to refuse it for React DOM's missing markers.
// Exits 1 when the check passes that build, or when the build cannot be made to try. `npm test`
// runs it after the renderer check.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type UserConfig } from 'vite'

const PREACT = 'preact@10'
const work = mkdtempSync(join(tmpdir(), 'vault-preact-build-'))
const outDir = join(work, 'dist')

function fail(why: string): never {
  console.error(`✗ ${why}`)
  rmSync(work, { recursive: true, force: true })
  process.exit(1)
}

/** `npm install preact` in the temporary folder: from npm's cache when it has it. */
function installPreact(): string {
  writeFileSync(join(work, 'package.json'), '{ "name": "preact-build", "private": true }')
  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--prefer-offline',
    PREACT,
  ]
  const installed = spawnSync('npm', args, { cwd: work, encoding: 'utf8' })
  if (installed.status !== 0) fail(`npm install ${PREACT} failed:\n${installed.stderr}`)
  return join(work, 'node_modules/preact')
}

// React 19 hooks preact/compat lacks (`use` suspends the way Preact's Suspense expects), written on its own: a Preact build, not a broken one.
const REACT_SHIM = `export * from 'preact/compat'
export { default } from 'preact/compat'
import { useCallback, useLayoutEffect, useRef } from 'preact/compat'
export function useEffectEvent(handler) {
  const latest = useRef(handler)
  useLayoutEffect(() => { latest.current = handler })
  return useCallback((...args) => latest.current(...args), [])
}
const read = new WeakMap()
export function use(promise) {
  const state = read.get(promise)
  if (state?.done) return state.value
  if (state?.failed) throw state.error
  if (!state) {
    const pending = {}
    read.set(promise, pending)
    promise.then((value) => Object.assign(pending, { done: true, value }), (error) => Object.assign(pending, { failed: true, error }))
  }
  throw promise
}
`

const preact = installPreact()
const compat = join(preact, 'compat')
const reactShim = join(work, 'react-on-preact.mjs')
writeFileSync(reactShim, REACT_SHIM)
const { default: projectConfig } = (await import(resolve('vite.config.ts'))) as {
  default: (env: { command: 'build'; mode: string }) => UserConfig
}
const config = projectConfig({ command: 'build', mode: 'production' })
await build({
  ...config,
  configFile: false,
  logLevel: 'warn',
  // The declarations, manifest, page frames and precompressed copies are not what is checked.
  plugins: [],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: join(compat, 'client.mjs') },
      { find: /^react-dom$/, replacement: join(compat, 'dist/compat.module.js') },
      { find: /^react$/, replacement: reactShim },
      {
        find: /^react\/jsx-(dev-)?runtime$/,
        replacement: join(preact, 'jsx-runtime/dist/jsxRuntime.module.js'),
      },
    ],
  },
  build: { ...config.build, outDir, emptyOutDir: true },
}).catch((error: Error) => fail(`the Preact build failed: ${error.message}`))

const check = spawnSync('node', ['scripts/check-renderer.mjs', outDir], { encoding: 'utf8' })
const said = `${check.stdout}${check.stderr}`
rmSync(work, { recursive: true, force: true })
if (check.status === 0) fail(`the renderer check passed a build rendered by Preact:\n${said}`)
// The elements rendered (Preact put nodes in every shadow root), yet not through React DOM.
if (/rendered nothing|did not load/.test(said)) fail(`the Preact build did not render:\n${said}`)
if (!/__reactFiber\$|__reactContainer\$/.test(said))
  fail(`the renderer check refused the Preact build, but not for React DOM's markers:\n${said}`)
console.log(`the renderer check refuses a build aliased to preact/compat:\n${said.trim()}`)
