import {
  $path,
  $routingMode,
  hrefFor,
  takeReplaceFlag,
  type RoutingMode,
} from '../stores/router.ts'

function readPath(mode: RoutingMode): string {
  if (mode === 'hash') return location.hash.replace(/^#/, '') || '/'
  return location.pathname || '/'
}

/**
 * Binds the route store to the page URL (only `<vault-app>` does this): back and forward move the
 * store, and every navigation writes the URL. Returns the unbinding function.
 */
export function bindPathToUrl(mode: RoutingMode): () => void {
  $routingMode.set(mode)
  $path.set(readPath(mode))
  const onBrowserMove = () => $path.set(readPath(mode))
  window.addEventListener('popstate', onBrowserMove)
  if (mode === 'hash') window.addEventListener('hashchange', onBrowserMove)
  const unlisten = $path.listen((path) => {
    const replace = takeReplaceFlag()
    if (path === readPath(mode)) return
    const url =
      mode === 'hash' ? `${location.pathname}${location.search}${hrefFor(path, mode)}` : path
    history[replace ? 'replaceState' : 'pushState'](null, '', url)
  })
  return () => {
    window.removeEventListener('popstate', onBrowserMove)
    window.removeEventListener('hashchange', onBrowserMove)
    unlisten()
  }
}
