import { fail, type Result } from './result.ts'

type AnyCall = (...args: unknown[]) => Promise<Result<unknown>>

/**
 * The calls `methods` names, whose code and schemas load with the first of them, so a page that
 * never makes them (one uploader, say) does not fetch them. A chunk that fails to load is a
 * failed call, tried again on the next one; nothing throws.
 */
export function lazyCalls<Calls extends object, Name extends keyof Calls>(
  load: () => Promise<Calls>,
  methods: Record<Name, true>,
): Pick<Calls, Name> {
  let loaded: Promise<Calls> | undefined
  const entries = Object.keys(methods).map((name) => {
    const call: AnyCall = async (...args) => {
      try {
        const calls = await (loaded ??= load())
        return await (calls[name as keyof Calls] as AnyCall)(...args)
      } catch (error) {
        loaded = undefined
        return fail(error instanceof Error ? error.message : String(error))
      }
    }
    return [name, call]
  })
  return Object.fromEntries(entries) as Pick<Calls, Name>
}
