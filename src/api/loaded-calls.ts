import { fail, type Result } from './result.ts'

type AnyCall = (...args: unknown[]) => Promise<Result<unknown>>

/**
 * The calls `names` of what `load` brings (a client whose code loads with its first call): each
 * waits for it, then answers. Code that cannot load fails that call, and the next call loads it
 * again; nothing throws.
 */
export function loadedCalls<Calls extends object, Name extends keyof Calls>(
  load: () => Promise<Calls>,
  names: Record<Name, true>,
): Pick<Calls, Name> {
  const entries = Object.keys(names).map((name) => {
    const call: AnyCall = async (...args) => {
      try {
        const calls = await load()
        return await (calls[name as keyof Calls] as AnyCall)(...args)
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error))
      }
    }
    return [name, call]
  })
  return Object.fromEntries(entries) as Pick<Calls, Name>
}
