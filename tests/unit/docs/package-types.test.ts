import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { emitDeclarations } from '../../../scripts/manifest/emit-declarations.ts'
import { packageProgram } from '../../../scripts/manifest/program.ts'

const CONSUMER = `
import 'codex-vault/elements/vault-uploader'
import { VaultUploader } from 'codex-vault/elements/vault-uploader'
import { define, type VaultEventMap } from 'codex-vault'

const uploader = document.createElement('vault-uploader')
uploader.single = true
uploader.nodeUrl = 'http://127.0.0.1:8080'
uploader.addEventListener('vault-upload-complete', (event) => event.detail.cid.toUpperCase())
const made: InstanceType<typeof VaultUploader> = uploader
const name: keyof VaultEventMap = 'vault-upload-complete'
define('vault-x', VaultUploader)
export { made, name }
`

// Below the repository's node_modules, so the declarations find react, zod and nanostores as an
// installed package would, while codex-vault itself resolves through its package.json exports.
const root = process.cwd()
const cache = resolve(root, 'node_modules/.cache')
mkdirSync(cache, { recursive: true })
const sandbox = mkdtempSync(join(cache, 'vault-types-'))
afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

function check(source: string): string[] {
  const file = join(sandbox, 'consumer.ts')
  writeFileSync(file, source)
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

describe('package.json exports types', () => {
  it('resolve for "." and "./elements/*" and type the element and its events', () => {
    const installed = join(sandbox, 'node_modules/codex-vault')
    mkdirSync(installed, { recursive: true })
    copyFileSync(join(root, 'package.json'), join(installed, 'package.json'))
    expect(emitDeclarations(packageProgram(root, join(installed, 'dist/types')))).toEqual([])

    expect(check(CONSUMER)).toEqual([])
    // And the types are not `any`: a wrong property type or event detail is an error.
    const wrong = check(`import 'codex-vault/elements/vault-uploader'
const uploader = document.createElement('vault-uploader')
uploader.single = 'yes'
uploader.addEventListener('vault-upload-complete', (event) => event.detail.nope)
`)
    expect(wrong).toEqual([
      expect.stringContaining("is not assignable to type 'boolean | undefined'"),
      expect.stringContaining("Property 'nope' does not exist"),
    ])
  }, 120_000)
})
