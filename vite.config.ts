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

/** Every entry of the build: the bundle, each element, and the demo's React host page. */
const entries = {
  vault: 'src/index.ts',
  ...elementEntries,
  'demo/react-host': 'src/demo/react-host.tsx',
}

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
    lib: { entry: entries, formats: ['es'] },
    minify: true,
    // Lib mode keeps whitespace and comments in ES output (for a later bundler's pure annotations);
    // our entries go to browsers as they are, so minify fully: about 15 % fewer gzipped bytes.
    rolldownOptions: {
      // The node calls' group may add exports to a chunk that also holds an entry.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        // Chunks carry a content hash, so they live apart from the entries (whose names are the
        // package's API): a server caches assets/ for a year as immutable and revalidates the rest.
        chunkFileNames: 'assets/[name]-[hash].js',
        // React is a chunk of its own: two thirds of every first load, and it changes only when
        // React does, so a new vault release leaves it cached. What every entry imports (the
        // element runtime, the stores it binds, nanostores) is one shared chunk, and the node
        // calls with their schemas and zod are one more, loaded with the first node call: fewer
        // files than rolldown's one-per-importer-set chunks, each gzipped with more context
        // (with the lazy toasts and upload actions: one uploader 92.9 -> 84.0 kB, /dashboard 133.9
        // -> 129.6 kB).
        // The node calls' group leaves their dependencies to the shared chunk, so an element that
        // makes no node call loads none of it; nothing runs on import, so the order is safe.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'shared',
              test: /src[\\/]|node_modules[\\/](nanostores|@nanostores)[\\/]/,
              minShareCount: Object.keys(entries).length,
              priority: 2,
            },
            {
              name: 'node-api',
              test: /src[\\/]api[\\/](node-calls|marketplace-calls|validation|request-id|node-info|network-download|schemas[\\/])|node_modules[\\/]zod[\\/]/,
              includeDependenciesRecursively: false,
              priority: 1,
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
