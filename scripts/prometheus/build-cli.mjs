// Bundles the `codex-vault` command (scripts/prometheus/cli.ts and what it imports from src/) into
// one Node file for the package's `bin`; `npm pack` runs it after the library build.
import { build } from 'esbuild'

await build({
  entryPoints: ['scripts/prometheus/cli.ts'],
  outfile: 'dist/cli/codex-vault.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
})
