import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { SECTION_ROUTES, type SectionName } from '../../src/stores/page/routes.ts'
import { renderFrames, type RouteFrame } from './render-frames.ts'

/** What every dashboard page runs at once: the node calls its status checks and sections make. */
const DASHBOARD_MODULES = ['src/api/node-connection.ts']

/** A frame's stylesheet: what its render drew, in the order `<vault-app>` adopts them, then its own. */
function frameCss({ sheets, styles }: RouteFrame): string {
  // Until it upgrades, <vault-app> is an unknown inline element; its :host rule says block.
  const host = 'vault-app {\n  display: block;\n}\n'
  return [host, ...sheets.map((sheet) => sheet.css), styles].join('\n')
}

const MODULE_SCRIPT = /<script type="module" src="\/([^"]+)"><\/script>/g

/** A chunk and every chunk it imports statically: what the browser must fetch before it runs. */
function staticGraph(
  bundle: OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into
  const chunk = bundle[fileName]
  if (!chunk || chunk.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticGraph(bundle, imported, into)
  return into
}

function chunkOf(bundle: OutputBundle, moduleId: string): string {
  const found = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && output.moduleIds.some((id) => id === moduleId),
  )
  if (!found) throw new Error(`app-frame: no chunk holds ${moduleId}`)
  return found.fileName
}

function preloadLinks(files: Iterable<string>, scripts: Set<string>): string {
  return [...files]
    .filter((file) => !scripts.has(file))
    .map((file) => `    <link rel="modulepreload" href="/${file}" fetchpriority="low" />\n`)
    .join('')
}

/**
 * After `vite build`, for the demo pages in dist/:
 * - every page preloads the whole static import graph of its module scripts (`modulepreload`),
 *   so the shared chunks load beside the entry instead of after it;
 * - `index.html` (the dashboard) gets one copy per dashboard route, `dist/<route>/index.html`
 *   (a static host serves it for that path; the root one stays the SPA fallback): the route's
 *   frame (`frames`: the app's first render, drawn by its own components) just after
 *   `<vault-app>`, painted before any script runs and removed by the app in the commit that
 *   renders the same page (a frame inside the tag would be laid out anew when the element attaches
 *   its shadow root, and Chromium would count its largest paint again then), with the stylesheets
 *   it drew (`dist/<route>/frame.css`) and the route's own chunks preloaded with the entry.
 */
export function appFrame(): Plugin & { sectionModules(route: SectionName): string[] } {
  let outDir = 'dist'
  let root = process.cwd()
  let drawn: Record<SectionName, RouteFrame> | undefined
  const frames = () => {
    if (!drawn) throw new Error('app-frame: the frames are drawn when the build starts')
    return drawn
  }
  return {
    name: 'vault-app-frame',
    apply: 'build',
    /**
     * The files a route's section shows on arrival (what the build preloads and groups for it);
     * none in a build that leaves this plugin out (the renderer check's).
     */
    sectionModules: (route) => drawn?.[route].modules ?? [],
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async buildStart() {
      drawn = await renderFrames(root)
    },
    writeBundle(_options, bundle) {
      for (const page of readdirSync(outDir).filter((name) => name.endsWith('.html'))) {
        const html = readFileSync(join(outDir, page), 'utf8')
        const scripts = new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!))
        const graph = new Set<string>()
        for (const script of scripts) staticGraph(bundle, script, graph)
        const withPreloads = html.replace('  </head>', `${preloadLinks(graph, scripts)}  </head>`)
        writeFileSync(join(outDir, page), withPreloads)
        if (page !== 'index.html') continue
        for (const route of Object.keys(SECTION_ROUTES) as SectionName[]) {
          const { path } = SECTION_ROUTES[route]
          const frame = frames()[route]
          const routeGraph = new Set<string>()
          for (const module of [...DASHBOARD_MODULES, ...frame.modules]) {
            staticGraph(bundle, chunkOf(bundle, join(root, module)), routeGraph)
          }
          for (const file of graph) routeGraph.delete(file)
          // The frame's stylesheet before the scripts: the first paint waits only for it, and the
          // browser holds low-priority preloads back while a stylesheet in the head is loading.
          const routePage = withPreloads
            .replace(
              '    <script type="module"',
              `    <link rel="stylesheet" href="${path}/frame.css" />\n$&`,
            )
            .replace('  </head>', `${preloadLinks(routeGraph, scripts)}  </head>`)
            .replace('<vault-app></vault-app>', `<vault-app></vault-app>${frame.markup}`)
          const file = join(outDir, path, 'index.html')
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, routePage)
          writeFileSync(join(outDir, path, 'frame.css'), frameCss(frame))
        }
      }
    },
  }
}
