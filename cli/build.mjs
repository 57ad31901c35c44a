// Bundles the `codex-vault` command (cli/codex-vault.ts and what it imports from src/) into one
// Node file for the package's `bin`; `npm pack` runs it after the library build. esbuild keeps
// codex-vault.ts's own `#!/usr/bin/env node` as the first line: a banner adding another made line
// 2 a syntax error, and the installed command crashed.
import { build } from 'esbuild'

await build({
  entryPoints: ['cli/codex-vault.ts'],
  outfile: 'dist/cli/codex-vault.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
})
