import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** The browser's layers: state, views and the platform, which a Node command must not bundle. */
const BROWSER_ONLY = /^src\/(stores|components|features|app|elements|platform|demo)\//

/** Every module of the `codex-vault` command's folder, as build.mjs would bundle each. */
function commandModules(dir = 'cli'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return commandModules(path)
    return /\.ts$/.test(entry.name) ? [path] : []
  })
}

describe('the codex-vault command', () => {
  it('bundles nothing of the browser’s stores or views, only src/monitoring, src/api and src/lib', async () => {
    const { metafile } = await build({
      entryPoints: commandModules(),
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
    })
    const reached = Object.keys(metafile.inputs)
    expect(reached).toContain('cli/codex-vault.ts')
    expect(reached.filter((path) => BROWSER_ONLY.test(path))).toEqual([])
  })
})
