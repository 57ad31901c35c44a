import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>

export type NamedLazy<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /** Starts loading the module; once it has loaded, the component renders without suspending. */
  preload(): Promise<void>
}

/**
 * React.lazy for a named export: the component's module (and what only it imports) becomes its own
 * chunk, fetched when a route first renders it, or earlier by `preload()`. `<Suspense>` in the
 * dashboard layout shows a spinner meanwhile. Usage:
 * `const Wallet = lazyNamed(() => import('../features/wallet/wallet.tsx'), 'Wallet')`.
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): NamedLazy<Module[Name]> {
  let loaded: Module[Name] | undefined
  let loading: Promise<void> | undefined
  const preload = () => (loading ??= load().then((module) => void (loaded = module[name])))
  const component = lazy<Module[Name]>(() => {
    const ready = loaded
    // A thenable that answers at once: React then renders the loaded component in this same
    // render instead of suspending for a promise that has already settled.
    if (ready)
      return {
        then: (resolve: (value: { default: Module[Name] }) => void) => resolve({ default: ready }),
      } as Promise<{ default: Module[Name] }>
    return preload().then(() => ({ default: loaded! }))
  })
  return Object.assign(component, { preload })
}
