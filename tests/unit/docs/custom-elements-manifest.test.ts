import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildManifest } from '../../../scripts/manifest/build-manifest.ts'
import { elementsOf } from '../../../scripts/manifest/readme-tables.ts'

const schema = createRequire(import.meta.url)('custom-elements-manifest/schema.json') as object
let manifest: ReturnType<typeof buildManifest>
let byTag: Map<string, CustomElementDeclaration>

beforeAll(() => {
  manifest = buildManifest(process.cwd())
  byTag = new Map(elementsOf(manifest).map((element) => [element.tagName ?? '', element]))
}, 60_000)

describe('custom-elements.json', () => {
  it('validates against the Custom Elements Manifest schema', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema)
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true)
    expect(manifest.schemaVersion).toBe('2.1.0')
  })

  it('describes every src/elements/vault-*.ts module as a custom element with its tag', () => {
    const tags = readdirSync('src/elements')
      .filter((file) => /^vault-[a-z-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
    expect([...byTag.keys()].sort()).toEqual(tags.sort())
    for (const module of manifest.modules) {
      expect(module.exports?.map((entry) => entry.kind)).toEqual([
        'js',
        'custom-element-definition',
      ])
    }
  })

  it('gives each element its own attributes in kebab-case and the shared ones', () => {
    for (const element of byTag.values()) {
      const names = element.attributes?.map((attribute) => attribute.name) ?? []
      expect(names).toEqual(expect.arrayContaining(['node-url', 'echo-url', 'theme']))
      for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(element.members?.map((member) => member.name)).toEqual(
        expect.arrayContaining(['nodeUrl', 'echoUrl', 'theme']),
      )
      expect(element.description, element.tagName).toBeTruthy()
    }
    const uploader = byTag.get('vault-uploader')!
    expect(uploader.attributes?.[0]).toMatchObject({
      name: 'single',
      fieldName: 'single',
      type: { text: 'boolean' },
      description: expect.stringContaining('one file'),
    })
    expect(byTag.get('vault-app')?.attributes?.[0]?.name).toBe('routing')
    const node = uploader.attributes?.find((attribute) => attribute.name === 'node-url')
    expect(node?.default).toBe('http://localhost:8080')
  })

  it('names each event with its detail type and description, also those declared by an element', () => {
    expect(byTag.get('vault-uploader')?.events).toEqual([
      {
        name: 'vault-upload-complete',
        type: { text: 'CustomEvent<{ cid: string; filename: string }>' },
        description: expect.stringContaining('upload finished'),
      },
      expect.objectContaining({ name: 'vault-upload-removed' }),
    ])
    expect(byTag.get('vault-storage-request-wizard')?.events?.map((event) => event.name)).toEqual([
      'vault-wizard-close',
      'vault-storage-request-created',
    ])
    expect(byTag.get('vault-health-check')?.events?.[0]?.type?.text).toBe(
      'CustomEvent<{ url: string }>',
    )
  })

  it('lists the parts an element renders and every --vault-* token of tokens.css', () => {
    expect(byTag.get('vault-uploader')?.cssParts?.map((part) => part.name)).toEqual([
      'base',
      'drop-zone',
      'upload-card',
    ])
    expect(byTag.get('vault-download')?.cssParts?.map((part) => part.name)).toContain('input')
    const tokens = new Set(
      readFileSync('src/styles/tokens.css', 'utf8').match(/--vault-[a-z0-9-]+/g),
    )
    for (const element of byTag.values()) {
      expect(element.cssParts?.length, element.tagName).toBeGreaterThan(0)
      expect(new Set(element.cssProperties?.map((property) => property.name))).toEqual(tokens)
    }
    const accent = byTag
      .get('vault-files')
      ?.cssProperties?.find((p) => p.name === '--vault-color-accent')
    expect(accent).toEqual({
      name: '--vault-color-accent',
      default: '#3346c4',
      description: 'colour: accent (dark theme: `#8b97ff`)',
    })
  })
})
