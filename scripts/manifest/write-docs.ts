// `npm run docs`: writes custom-elements.json, and the element tables of README.md and
// docs/elements.md, from the sources.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Package } from 'custom-elements-manifest/schema'
import { buildManifest } from './build-manifest.ts'
import { formatMarkdown, GENERATED_DOCS, renderBlocks, replaceBlocks } from './readme-tables.ts'

/** Writes `custom-elements.json` at the package root (named by package.json `customElements`). */
export function writeManifest(root: string, manifest: Package): void {
  writeFileSync(join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Each generated file (README.md, docs/elements.md) as it should read, formatted by prettier. */
export async function expectedDocs(root: string, manifest: Package): Promise<Map<string, string>> {
  const blocks = renderBlocks(manifest)
  const docs = new Map<string, string>()
  for (const file of Object.keys(GENERATED_DOCS)) {
    const path = join(root, file)
    docs.set(
      file,
      await formatMarkdown(replaceBlocks(file, readFileSync(path, 'utf8'), blocks), path),
    )
  }
  return docs
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.cwd()
  const manifest = buildManifest(root)
  writeManifest(root, manifest)
  for (const [file, text] of await expectedDocs(root, manifest))
    writeFileSync(join(root, file), text)
  console.log(
    `Wrote custom-elements.json and the element tables of ${Object.keys(GENERATED_DOCS).join(' and ')}.`,
  )
}
