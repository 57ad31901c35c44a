import type { Plugin } from 'vite'

/** The React modules our code imports, and what renders them in the browser build. */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/**
 * Importers that keep the real React: the demo's React 19 host page (a React app embedding our
 * elements, as a user's would) and React's own modules.
 */
const KEEPS_REACT = /[\\/]src[\\/]demo[\\/]|node_modules[\\/](react|react-dom|scheduler)[\\/]/

/**
 * The browser build renders our React code with Preact's compat layer: the same API in a fifth of
 * the bytes, all of which a page runs (issue 22: react-dom's one module left 25.8 kB unused on
 * /dashboard). Tests of the sources (vitest, the browser layer) keep React itself.
 */
export function preactRenderer(): Plugin {
  return {
    name: 'vault:preact-renderer',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source]
      if (!target || (importer && KEEPS_REACT.test(importer))) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
