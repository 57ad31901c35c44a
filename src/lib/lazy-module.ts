import { nextTask } from './next-task.ts'

/** A module whose code loads on first use: the one way to load code lazily (components too). */
export interface LazyModule<Module> {
  /** The module, fetched with the first call and shared by the next ones. */
  load(): Promise<Module>
  /** The module once it has loaded, so a caller can use it without waiting; else undefined. */
  loaded(): Module | undefined
}

/**
 * `lazyModule(() => import('./x.ts'))`: `x.ts` and what only it imports become a chunk that
 * loads with the first `load()`. A load that fails is forgotten, so the next call tries again.
 * The module's evaluation is a task of its own: what its callers do with it starts in the next.
 * Lint allows `import()` only as what this or `lazyComponent` is given.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loading: Promise<Module> | undefined
  let module: Module | undefined
  return {
    load: () =>
      (loading ??= importModule().then(
        (loaded) => nextTask().then(() => (module = loaded)),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    loaded: () => module,
  }
}
