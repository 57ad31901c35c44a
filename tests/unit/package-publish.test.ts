import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { publishProblems, type PublishedFields } from '../package/publish.ts'

const project = JSON.parse(readFileSync('package.json', 'utf8')) as PublishedFields

describe('whether the vault can be published', () => {
  it('finds nothing in the way in package.json', () => {
    expect(publishProblems(project)).toEqual([])
  })

  it('names each thing a publishable package lacks', () => {
    expect(publishProblems({ name: 'codex-vault', version: '0.0.1', private: true })).toEqual([
      '"private": true: npm refuses to publish it',
      'no license',
      'no repository',
      'no files list: npm would pack the whole folder',
      'no exports',
      'no types',
      'no customElements (the manifest editors read)',
      'no sideEffects list: a bundler could drop the entries that define the tags',
    ])
  })
})
