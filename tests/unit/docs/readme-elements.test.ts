import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildManifest } from '../../../scripts/manifest/build-manifest.ts'
import { expectedReadme } from '../../../scripts/manifest/write-docs.ts'

describe('README element tables', () => {
  it('match the manifest built from the sources (else run `npm run docs`)', async () => {
    const root = process.cwd()
    const expected = await expectedReadme(root, buildManifest(root))
    const actual = readFileSync('README.md', 'utf8')
    // Compare the generated blocks first, so a failure shows the drifted table, not the whole file.
    const blocks = (text: string) => text.match(/<!-- manifest:[\s\S]*?:end -->/g)
    expect(blocks(actual)).toEqual(blocks(expected))
    expect(actual).toBe(expected)
  }, 60_000)
})
