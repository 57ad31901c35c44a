import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>

/**
 * React.lazy for a named export: the component's module (and what only it imports) becomes its own
 * chunk, fetched when a route first renders it. `<Suspense>` in the dashboard layout shows a spinner
 * meanwhile. Usage: `const Wallet = lazyNamed(() => import('../features/wallet/wallet.tsx'), 'Wallet')`.
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }))
}
