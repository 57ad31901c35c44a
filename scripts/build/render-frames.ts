import { relative } from 'node:path'
import { createServer } from 'vite'
import type { SectionName } from '../../src/stores/page/routes.ts'
import type { SharedStyleSheet } from '../../src/styles/adopt-style-sheet.ts'
import type { DrawnFrame } from './frame.tsx'
import { stylesAsRules } from './frame-styles.ts'

export interface RouteFrame {
  markup: string
  /** The files the route's section shows on arrival, relative to the root: the build preloads them. */
  modules: string[]
  /** The stylesheets the frame drew, in the order the app adopts them. */
  sheets: SharedStyleSheet[]
  /** The markup's own styles (its style attributes, as rules: frame-styles.ts). */
  styles: string
}

/**
 * Every route's page frame, drawn by the app's components with React's server renderer
 * (frame.tsx) in a server-side Vite of the same root, and the files each route's section loads
 * on arrival, found by the module each of its lazy components loaded.
 */
export async function renderFrames(root: string): Promise<Record<SectionName, RouteFrame>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { drawFrames } = (await server.ssrLoadModule('/scripts/build/frame.tsx')) as {
      drawFrames: () => Promise<Record<SectionName, DrawnFrame>>
    }
    const frames = await drawFrames()
    const files = new Map<unknown, string>()
    for (const node of server.moduleGraph.idToModuleMap.values()) {
      if (node.ssrModule && node.file) files.set(node.ssrModule, relative(root, node.file))
    }
    const fileOf = (module: unknown) => {
      const file = files.get(module)
      if (!file) throw new Error('render-frames: a section loaded a module with no file')
      return file
    }
    return Object.fromEntries(
      Object.entries(frames).map(([name, frame]) => [
        name,
        {
          ...stylesAsRules(frame.markup),
          modules: [...new Set(frame.modules.map(fileOf))],
          sheets: frame.sheets,
        },
      ]),
    ) as Record<SectionName, RouteFrame>
  } finally {
    await server.close()
  }
}
