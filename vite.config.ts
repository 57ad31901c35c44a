import { readdirSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { appFrame } from './scripts/build/app-frame.ts'
import { precompress } from './scripts/build/precompress.ts'
import { packageDocs } from './scripts/manifest/vite-plugin.ts'

/** One entry per element (`dist/elements/vault-<name>.js`, registering only its tag) plus `vault.js`. */
const elementEntries = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => /^vault-[a-z-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`]),
)

export default defineConfig(({ command }) => ({
  // Lib mode leaves process.env.NODE_ENV in React; only the build may pin it (vitest needs dev React).
  // Sentry's documented flags drop its debug logging and replay's iframe recording (we have none).
  define:
    command === 'build'
      ? {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __SENTRY_DEBUG__: 'false',
          __RRWEB_EXCLUDE_IFRAME__: 'true',
        }
      : {},
  // custom-elements.json and dist/types; the pages' preloads and the dashboard's frame per route;
  // then .br and .gz beside each script and stylesheet.
  plugins: [packageDocs(), appFrame(), precompress()],
  publicDir: 'demo',
  json: { namedExports: false },
  build: {
    // The demo's React 19 host page is an entry too, so it shares the elements' React.
    lib: {
      entry: {
        vault: 'src/index.ts',
        ...elementEntries,
        'demo/react-host': 'src/demo/react-host.tsx',
      },
      formats: ['es'],
    },
    minify: true,
    // Lib mode keeps whitespace and comments in ES output (for a later bundler's pure annotations);
    // our entries go to browsers as they are, so minify fully: about 15 % fewer gzipped bytes.
    rolldownOptions: {
      output: {
        minify: true,
        // Chunks carry a content hash, so they live apart from the entries (whose names are the
        // package's API): a server caches assets/ for a year as immutable and revalidates the rest.
        chunkFileNames: 'assets/[name]-[hash].js',
        // What most chunks import (the element runtime, the stores, the kit, nanostores) goes
        // in one shared chunk instead of dozens of sub-kilobyte ones: fewer requests, and one gzip
        // window for it all (one uploader 90.1 -> 86.9 kB, /dashboard 149.5 -> 143.7 kB). A module
        // fewer chunks share stays with them, so an element still loads only what it needs.
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /src[\\/]|node_modules[\\/](nanostores|@nanostores)[\\/]/,
              minShareCount: 15,
            },
          ],
        },
      },
    },
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    // Tests talk to real servers; on a loaded 2-core machine 5 s is too tight for the slow ones.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['tests/unit/**/*.test.tsx'], environment: 'happy-dom' },
      },
    ],
  },
}))
