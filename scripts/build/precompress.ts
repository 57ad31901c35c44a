import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** What is worth compressing; HTML is left out because the server writes configuration into it. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/

/**
 * After `vite build`: a `.br` (quality 11) and a `.gz` (level 9) beside every script and stylesheet
 * in dist/, so a server sends them as they are (`npm start`'s sirv, nginx `gzip_static` and
 * `brotli_static`, Caddy `precompressed`) instead of compressing on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'vault-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After every other plugin's writeBundle (frame.css is one of them).
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!COMPRESSIBLE.test(name) || name.startsWith('types')) continue
        const file = join(outDir, name)
        const body = readFileSync(file)
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
        writeFileSync(`${file}.br`, brotli)
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}
