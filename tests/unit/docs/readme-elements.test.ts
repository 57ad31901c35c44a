import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildManifest } from '../../../scripts/manifest/build-manifest.ts'
import { GENERATED_DOCS } from '../../../scripts/manifest/readme-tables.ts'
import { expectedDocs } from '../../../scripts/manifest/write-docs.ts'

describe('generated element tables (README.md, docs/elements.md)', () => {
  it('match the manifest built from the sources (else run `npm run docs`)', async () => {
    const root = process.cwd()
    const expected = await expectedDocs(root, buildManifest(root))
    expect([...expected.keys()]).toEqual(Object.keys(GENERATED_DOCS))
    // Compare the generated blocks first, so a failure shows the drifted table, not the whole file.
    const blocks = (text: string | undefined) => text?.match(/<!-- manifest:[\s\S]*?:end -->/g)
    for (const [file, text] of expected) {
      const actual = readFileSync(file, 'utf8')
      expect(blocks(actual), file).toEqual(blocks(text))
      expect(actual, file).toBe(text)
    }
  }, 60_000)

  it('keep every element in the README index and the full reference', () => {
    const tags = (text: string) => text.match(/^### `<vault-[a-z-]+>`$/gm)?.length ?? 0
    const reference = readFileSync('docs/elements.md', 'utf8')
    const index = readFileSync('README.md', 'utf8').match(
      /<!-- manifest:index:start -->[\s\S]*?<!-- manifest:index:end -->/,
    )?.[0]
    const rows = index?.match(/^\| \[`<vault-/gm)?.length ?? 0
    expect(rows).toBeGreaterThan(0)
    expect(tags(reference)).toBe(rows)
  })
})
