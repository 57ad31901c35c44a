import { describe, expect, it } from 'vitest'
import { tarballProblems, type PackageJson } from '../package/tarball.ts'

const manifest: PackageJson = {
  main: './dist/vault.js',
  types: './dist/types/index.d.ts',
  customElements: 'custom-elements.json',
  exports: {
    '.': { types: './dist/types/index.d.ts', default: './dist/vault.js' },
    './elements/*': {
      types: './dist/types/elements/*.d.ts',
      default: './dist/elements/*.js',
    },
  },
  sideEffects: ['./dist/vault.js', './dist/elements/*.js', './src/index.ts'],
}

const good = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'custom-elements.json',
  'dist/index.html',
  'dist/index.css',
  'dist/dashboard/index.html',
  'dist/dashboard/frame.css',
  'dist/dashboard/files/index.html',
  'dist/dashboard/files/frame.css',
  'dist/vault.js',
  'dist/elements/vault-uploader.js',
  'dist/assets/shared-BSIkNoT9.js',
  'dist/types/index.d.ts',
  'dist/types/elements/vault-uploader.d.ts',
  'dist/types/features/uploader/uploader.d.ts',
]

describe('the tarball check', () => {
  it('passes a tarball of entries, chunks, declarations, manifest and docs', () => {
    expect(tarballProblems(good, manifest, ['vault-uploader'])).toEqual([])
  })

  it('refuses tests, sources, node_modules, the demo and precompressed copies', () => {
    const extra = [
      'tests/unit/version.test.ts',
      'src/index.ts',
      'node_modules/react/index.js',
      'dist/widgets.html',
      'dist/admin/vault/index.html',
      'dist/vault.js.br',
    ]
    expect(tarballProblems([...good, ...extra], manifest, ['vault-uploader'])).toEqual(
      extra.map((file) => `${file}: not something a consumer loads or reads`),
    )
  })

  it('names what is missing: an element, the license, a path package.json points at', () => {
    const files = good.filter((file) => file !== 'LICENSE' && file !== 'custom-elements.json')
    expect(tarballProblems(files, manifest, ['vault-uploader', 'vault-files'])).toEqual([
      'LICENSE: named by package.json or needed, not packed',
      'dist/elements/vault-files.js: named by package.json or needed, not packed',
      'dist/types/elements/vault-files.d.ts: named by package.json or needed, not packed',
      'custom-elements.json: named by package.json or needed, not packed',
    ])
  })

  it('wants the pages `npx codex-vault` serves', () => {
    const files = good.filter((file) => !/^dist\/(index\.html|dashboard\/frame\.css)$/.test(file))
    expect(tarballProblems(files, manifest, ['vault-uploader'])).toEqual([
      'dist/index.html: named by package.json or needed, not packed',
      'dist/dashboard/frame.css: named by package.json or needed, not packed',
    ])
  })

  it('wants every entry named in sideEffects, and every shipped pattern to match a file', () => {
    const narrow = { ...manifest, sideEffects: ['./dist/vault.js', './dist/themes/*.css'] }
    expect(tarballProblems(good, narrow, ['vault-uploader'])).toEqual([
      'sideEffects "./dist/themes/*.css" matches no packed file',
      'dist/elements/vault-uploader.js: registers elements but sideEffects does not name it',
    ])
  })
})
