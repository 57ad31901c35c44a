import { readdirSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { appFrame } from './scripts/build/app-frame.ts'
import { precompress } from './scripts/build/precompress.ts'
import {
  importedStaticallyBy,
  notImportedStaticallyBy,
  reachedStaticallyFrom,
} from './scripts/build/shared-chunk.ts'
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

/** The demo page's history seed (`npm start -- --history`): built, but left out of the groups. */
const demoSeed = { 'demo/seed-history': 'src/demo/seed-history.ts' }

export default defineConfig(({ command }) => {
  const frame = appFrame()
  return {
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
    plugins: [packageDocs(), frame, precompress()],
    publicDir: 'demo',
    json: { namedExports: false },
    build: {
      lib: { entry: { ...entries, ...demoSeed }, formats: ['es'] },
      minify: true,
      // Lib mode keeps whitespace and comments in ES output (for a later bundler's pure annotations);
      // our entries go to browsers as they are, so minify fully: about 15 % fewer gzipped bytes.
      rolldownOptions: {
        // The api group may add exports to a chunk that also holds an entry.
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          // Lib mode keeps tree-shaking annotations (`@__PURE__`) for a later bundler; a browser
          // runs these files as they are, so they go too (about 0.8 kB of /dashboard).
          comments: false,
          // Chunks carry a content hash, so they live apart from the entries (whose names are the
          // package's API): a server caches assets/ for a year as immutable and revalidates the rest.
          chunkFileNames: 'assets/[name]-[hash].js',
          // Groups by folder instead of rolldown's one chunk per importer set: fewer files, each
          // gzipped with more context (issue 22: one uploader 92.9 -> 80.0 kB, /dashboard 133.9 ->
          // 125.0 kB). A new file joins its folder's group; no group names a file.
          // - react: React and react-dom, in every first load; they change only when React does, so a
          //   new vault release leaves them cached.
          // - shared: what every entry uses and an uploader loads at once (the element runtime, the
          //   node binding, nanostores); the uploader has the tightest budget, so what it reaches
          //   only lazily (the node queries) stays out.
          // - zod: zod, and `once`, with which the schemas defer building themselves to their first use.
          // - schemas: the answers' and forms' schemas, the numeric ones (amounts, sizes) included,
          //   loaded with the api's first call and each built at its first use (issue 39: in one
          //   chunk with zod, which the entry imports, every schema was built in the first load's
          //   module evaluation, its longest task). services.ts, whose GeoLocation the peers card
          //   reads, goes with its importers.
          // - api: the rest of src/api, as the node client loads it with its first call
          //   (node-client.ts: one door): the calls, the transport, uploads, the services. A module
          //   some entry runs at once (the client's URLs, result types) stays with that entry, so
          //   an element that makes no call loads none of it; the cid parser (multiformats) loads on
          //   its own, with the first cid to check. The Prometheus and Alertmanager clients go with
          //   their importers, which load only once an address is set. The clean-up after a cancelled
          //   upload (cancel-without-fragment), which node-connection loads with an upload, is a
          //   chunk of its own, off /dashboard's first load. Both groups leave their dependencies to the
          //   others; nothing runs on import, so the order is safe.
          // - home: what /dashboard shows on arrival (its section's cards, read from the route table's
          //   renders as the build's preloads are) and neither <vault-app> nor an uploader loads at
          //   once: one chunk instead of some thirty small ones, each a request and gzipped alone
          //   (issue 39: /dashboard 133.0 -> 126.9 kB, vault.js 185.8 -> 181.2 kB). An element showing
          //   one of these cards alone fetches the whole chunk.
          // - common: what the dashboard loads at once and another entry uses too (the queries, error
          //   cards, buttons), in one file. Counting entries instead split it each time an element
          //   that loads its page lazily was added.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              {
                name: importedStaticallyBy(elementEntries['elements/vault-uploader']!, 'shared'),
                debugName: 'shared',
                // nanostores' index imports every store kind; `task` (async work) is the node queries'.
                test: (id) => !/node_modules[\\/]nanostores[\\/]task[\\/]/.test(id),
                minShareCount: Object.keys(entries).length,
                priority: 2,
              },
              {
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]once/,
                priority: 1,
              },
              {
                name: 'schemas',
                test: /src[\\/]api[\\/]schemas[\\/](?!services|alertmanager)/,
                includeDependenciesRecursively: false,
                priority: 1,
              },
              {
                name: notImportedStaticallyBy(Object.values(entries), 'api'),
                debugName: 'api',
                test: /src[\\/]api[\\/](?!prometheus|alertmanager|schemas[\\/]alertmanager|cancel-without-fragment)/,
                includeDependenciesRecursively: false,
                priority: 1,
              },
              {
                name: reachedStaticallyFrom(
                  () => frame.sectionModules('dashboard'),
                  [
                    elementEntries['elements/vault-app']!,
                    elementEntries['elements/vault-uploader']!,
                  ],
                  'home',
                ),
                debugName: 'home',
                test: /src[\\/]/,
                includeDependenciesRecursively: false,
                priority: 0,
              },
              {
                name: importedStaticallyBy(elementEntries['elements/vault-app']!, 'common'),
                debugName: 'common',
                test: /src[\\/]/,
                minShareCount: 2,
                priority: 0,
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
      // Most files wait on servers and timers, not the CPU: one worker per core left both half idle
      // (152 s); three fill them (83 s, same tests).
      maxWorkers: 3,
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
  }
})
