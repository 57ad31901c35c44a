// Runs inside the build's server render (render-frames.ts): the app's own components, drawn by
// React's server renderer, are each route's page frame.
import { renderToStaticMarkup } from 'react-dom/server'
import type { NodeClient } from '../../src/api/node-client.ts'
import { AppPage } from '../../src/app/vault-app.tsx'
import { SECTIONS } from '../../src/app/sections.tsx'
import { preloadTree } from '../../src/components/lazy/preload-tree.ts'
import { setEnvironment } from '../../src/stores/page/environment.ts'
import { $path, $route } from '../../src/stores/page/router.ts'
import { SECTION_ROUTES, type SectionName } from '../../src/stores/page/routes.ts'
import type { SharedStyleSheet } from '../../src/styles/adopt-style-sheet.ts'
import { StyleSheetsDrawn } from '../../src/styles/style-root.ts'
import { ThemeRoot } from '../../src/styles/theme-root.tsx'

export interface DrawnFrame {
  /** The frame's markup, placed just after `<vault-app>` in the route's page. */
  markup: string
  /** The modules the route's section shows on arrival (what the app preloads before it renders). */
  modules: unknown[]
  /** The stylesheets the frame drew, base ones first, as the app's shadow root adopts them. */
  sheets: SharedStyleSheet[]
}

/** A node that never answers: the frame is what the app shows before anything has come back. */
const silentNode = new Proxy({} as NodeClient, {
  get: (_, key) => (key === 'hasCredentials' ? false : () => new Promise(() => {})),
})

/**
 * Draws every route's frame as `<vault-app>` first renders it once the route's section has
 * loaded: ThemeRoot, the layout (side menu, top bar) and the section, before any node data.
 */
export async function drawFrames(): Promise<Record<SectionName, DrawnFrame>> {
  setEnvironment({
    createNodeClient: () => silentNode,
    fetch: () => new Promise(() => {}),
    setTimer: () => () => {},
    whenIdle: () => () => {},
  })
  const frames = {} as Record<SectionName, DrawnFrame>
  for (const name of Object.keys(SECTION_ROUTES) as SectionName[]) {
    const sheets = new Map<string, SharedStyleSheet>()
    const drawn = (sheet: SharedStyleSheet) => {
      if (!sheets.has(sheet.name)) sheets.set(sheet.name, sheet)
    }
    $path.set(SECTION_ROUTES[name].path)
    const modules = await Promise.all(preloadTree(SECTIONS[name].render()))
    const drawnMarkup = renderToStaticMarkup(
      <StyleSheetsDrawn value={drawn}>
        <ThemeRoot className="vault-root vault-frame">
          <AppPage route={$route.get()} />
        </ThemeRoot>
      </StyleSheetsDrawn>,
    )
    // A picture of the app until it takes over: nothing in it can be used (or typed into and lost).
    const markup = drawnMarkup.replace(/^<div /, '<div inert="" ')
    const all = [...sheets.values()]
    const base = all.filter((sheet) => sheet.layer === 'base')
    frames[name] = {
      markup,
      modules,
      sheets: [...base, ...all.filter((sheet) => !base.includes(sheet))],
    }
  }
  return frames
}
