// `npm run docs`: writes custom-elements.json and the README's element tables from the sources.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Package } from 'custom-elements-manifest/schema'
import { buildManifest } from './build-manifest.ts'
import { formatReadme, renderBlocks, replaceBlocks } from './readme-tables.ts'

/** Writes `custom-elements.json` at the package root (named by package.json `customElements`). */
export function writeManifest(root: string, manifest: Package): void {
  writeFileSync(join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The README as it should read: its manifest blocks regenerated, formatted by prettier. */
export async function expectedReadme(root: string, manifest: Package): Promise<string> {
  const path = join(root, 'README.md')
  return formatReadme(replaceBlocks(readFileSync(path, 'utf8'), renderBlocks(manifest)), path)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.cwd()
  const manifest = buildManifest(root)
  writeManifest(root, manifest)
  writeFileSync(join(root, 'README.md'), await expectedReadme(root, manifest))
  console.log('Wrote custom-elements.json and the README element tables.')
}
