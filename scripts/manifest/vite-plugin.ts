import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * After `vite build`: `custom-elements.json` at the package root and the entries' type declarations
 * in `dist/types` (package.json `exports` names both), from one type-checked program. The compiler
 * loads only then, so vitest and the dev server do not pay for it.
 */
export function packageDocs(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'vault-package-docs',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const { packageProgram } = await import('./program.ts')
      const { buildManifest } = await import('./build-manifest.ts')
      const { emitDeclarations } = await import('./emit-declarations.ts')
      const { writeManifest } = await import('./write-docs.ts')
      const program = packageProgram(root, join(outDir, 'types'))
      writeManifest(root, buildManifest(root, program))
      const errors = emitDeclarations(program)
      if (errors.length > 0) throw new Error(`type declarations failed:\n${errors.join('\n')}`)
    },
  }
}
