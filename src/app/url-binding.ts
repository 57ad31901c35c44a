import {
  $path,
  $routing,
  hrefFor,
  pathUnderBase,
  takeReplaceFlag,
  type Routing,
} from '../stores/page/router.ts'

/** The vault path the page URL shows; undefined when the page is outside the vault's base. */
function readPath(routing: Routing): string | undefined {
  if (routing.mode === 'hash') return location.hash.replace(/^#/, '') || '/'
  return pathUnderBase(location.pathname || '/', routing.base)
}

/**
 * Binds the route store to the page URL (only `<vault-app>` does this): back and forward move the
 * store, and every navigation writes the URL, under the base path in history mode. A page URL
 * outside the base (the host's own page) never moves the vault. Returns the unbinding function.
 */
export function bindPathToUrl(routing: Routing): () => void {
  $routing.set(routing)
  $path.set(readPath(routing) ?? location.pathname)
  const onBrowserMove = () => {
    const path = readPath(routing)
    if (path !== undefined) $path.set(path)
  }
  window.addEventListener('popstate', onBrowserMove)
  if (routing.mode === 'hash') window.addEventListener('hashchange', onBrowserMove)
  const unlisten = $path.listen((path) => {
    const replace = takeReplaceFlag()
    if (path === readPath(routing)) return
    const url =
      routing.mode === 'hash'
        ? `${location.pathname}${location.search}${hrefFor(path, routing)}`
        : hrefFor(path, routing)
    history[replace ? 'replaceState' : 'pushState'](null, '', url)
  })
  return () => {
    window.removeEventListener('popstate', onBrowserMove)
    window.removeEventListener('hashchange', onBrowserMove)
    unlisten()
  }
}
