// The package's own declarations as a consumer sees them, run in `npm test`'s types step (tsc
// work belongs there, once, not in the unit layer): package.json's exports resolve for "." and
// "./elements/*", type the element and its events, and refuse a wrong property or event detail.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { emitDeclarations } from '../../scripts/manifest/emit-declarations.ts'
import { packageProgram } from '../../scripts/manifest/program.ts'

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

// The types are not `any`: each of these lines must be refused, with these words.
const WRONG = `import 'codex-vault/elements/vault-uploader'
const uploader = document.createElement('vault-uploader')
uploader.single = 'yes'
uploader.addEventListener('vault-upload-complete', (event) => event.detail.nope)
`
const REFUSED = [
  "is not assignable to type 'boolean | undefined'",
  "Property 'nope' does not exist",
]

// Below the repository's node_modules, so the declarations find react, zod and nanostores as an
// installed package would, while codex-vault itself resolves through its package.json exports.
const root = process.cwd()
const cache = resolve(root, 'node_modules/.cache')
mkdirSync(cache, { recursive: true })
const sandbox = mkdtempSync(join(cache, 'vault-types-'))

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

function problems(): string[] {
  const installed = join(sandbox, 'node_modules/codex-vault')
  mkdirSync(installed, { recursive: true })
  copyFileSync(join(root, 'package.json'), join(installed, 'package.json'))
  const emitted = emitDeclarations(packageProgram(root, join(installed, 'dist/types')))
  if (emitted.length) return emitted.map((line) => `declarations: ${line}`)
  const consumer = check(CONSUMER).map((line) => `a consumer's correct use: ${line}`)
  const wrong = check(WRONG)
  const missed = REFUSED.filter((words) => !wrong.some((line) => line.includes(words)))
  const unexpected = wrong.filter((line) => !REFUSED.some((words) => line.includes(words)))
  return [
    ...consumer,
    ...missed.map((words) => `a wrong use was not refused: ${words}`),
    ...unexpected.map((line) => `a wrong use was refused for another reason: ${line}`),
  ]
}

try {
  const found = problems()
  for (const line of found) console.error(`✗ ${line}`)
  if (found.length === 0) console.log('package types: exports resolve, elements and events typed')
  process.exitCode = found.length ? 1 : 0
} finally {
  rmSync(sandbox, { recursive: true, force: true })
}
