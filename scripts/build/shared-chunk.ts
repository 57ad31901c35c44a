import { resolve } from 'node:path'

/** What rolldown's chunking context tells about a module (its static imports). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** Every module `entry` imports statically, directly or not: what loading it fetches at once. */
function staticClosure(entry: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const todo = [entry]
  while (todo.length > 0) {
    const id = todo.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    todo.push(...(context.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * A rolldown group's name function: `name` for a module `entryFile` imports statically, none for
 * the others. With `minShareCount` at the number of entries, the group holds what every entry
 * uses and this entry loads at once, so a module it reaches only through a dynamic import (the
 * node queries, for an uploader before its first drop) stays out of its first load.
 */
export function importedStaticallyBy(entryFile: string, name: string) {
  let closure: Set<string> | undefined
  return (id: string, context: ChunkingContext): string | null => {
    closure ??= staticClosure(resolve(entryFile), context)
    return closure.has(id) ? name : null
  }
}

/**
 * A rolldown group's name function: `name` for a module none of `entryFiles` imports statically,
 * none for the others. A folder's group then holds what those entries load lazily from it, in one
 * chunk, and leaves what they run at once to their own chunks.
 */
export function notImportedStaticallyBy(entryFiles: readonly string[], name: string) {
  let eager: Set<string> | undefined
  return (id: string, context: ChunkingContext): string | null => {
    eager ??= new Set(entryFiles.flatMap((entry) => [...staticClosure(resolve(entry), context)]))
    return eager.has(id) ? null : name
  }
}

/**
 * A rolldown group's name function: `name` for a module one of `roots()` imports statically,
 * directly or not, that none of `leaveOut` (entries with their own first load) does: what a page
 * fetches at once from several lazy chunks then comes as one, gzipped with more context.
 */
export function reachedStaticallyFrom(
  roots: () => readonly string[],
  leaveOut: readonly string[],
  name: string,
) {
  let reached: Set<string> | undefined
  return (id: string, context: ChunkingContext): string | null => {
    if (!reached) {
      const left = new Set(leaveOut.flatMap((entry) => [...staticClosure(resolve(entry), context)]))
      reached = new Set(
        roots()
          .flatMap((root) => [...staticClosure(resolve(root), context)])
          .filter((each) => !left.has(each)),
      )
    }
    return reached.has(id) ? name : null
  }
}
