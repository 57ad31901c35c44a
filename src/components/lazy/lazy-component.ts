import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { lazyModule } from '../../lib/lazy-module.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>

export type LazyComponent<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /**
   * Starts loading the module; once it has loaded, the component renders without suspending.
   * Answers the module (the build maps it to its file: scripts/build/render-frames.ts).
   */
  preload(): Promise<unknown>
}

/**
 * React.lazy of a named export, on `lazyModule`: the component's module (and what only it
 * imports) becomes its own chunk, fetched when it first renders (inside a `<Suspense>`), or
 * earlier by `preload()`. Usage:
 * `const Wallet = lazyComponent(() => import('../features/wallet/wallet.tsx'), 'Wallet')`.
 */
export function lazyComponent<Name extends string, Module extends Record<Name, AnyComponent>>(
  importModule: () => Promise<Module>,
  name: Name,
): LazyComponent<Module[Name]> {
  const module = lazyModule(importModule)
  const component = lazy<Module[Name]>(() => {
    const ready = module.loaded()
    // A thenable that answers at once: React then renders the loaded component in this same
    // render instead of suspending for a promise that has already settled.
    if (ready)
      return {
        then: (resolve: (value: { default: Module[Name] }) => void) =>
          resolve({ default: ready[name] }),
      } as Promise<{ default: Module[Name] }>
    return module.load().then((loaded) => ({ default: loaded[name] }))
  })
  return Object.assign(component, { preload: () => module.load() })
}
