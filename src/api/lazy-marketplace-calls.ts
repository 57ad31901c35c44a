import type { MarketplaceCalls } from './marketplace-calls.ts'
import type { NodeContext } from './node-context.ts'
import { fail, type Result } from './result.ts'

const METHODS = [
  'activeSlots',
  'activeSlot',
  'availabilities',
  'createAvailability',
  'updateAvailability',
  'reservations',
  'purchaseIds',
  'purchases',
  'purchaseDetail',
  'createStorageRequest',
] as const satisfies readonly (keyof MarketplaceCalls)[]

// Every marketplace call is listed: a call added to MarketplaceCalls and not here fails to compile.
type Unlisted = Exclude<keyof MarketplaceCalls, (typeof METHODS)[number]>
const everyCallListed: [Unlisted] extends [never] ? true : never = true
void everyCallListed

type AnyCall = (...args: unknown[]) => Promise<Result<unknown>>

/**
 * The marketplace calls, whose code and schemas load with the first of them: a page that never
 * buys or sells storage (one uploader, say) does not fetch them. Still never throws.
 */
export function lazyMarketplaceCalls(node: NodeContext): MarketplaceCalls {
  let loaded: Promise<MarketplaceCalls> | undefined
  const calls = () =>
    (loaded ??= import('./marketplace-calls.ts').then((module) => module.marketplaceCalls(node)))
  const entries = METHODS.map((name) => {
    const call: AnyCall = async (...args) => {
      try {
        return await ((await calls())[name] as AnyCall)(...args)
      } catch (error) {
        loaded = undefined
        return fail(error instanceof Error ? error.message : String(error))
      }
    }
    return [name, call]
  })
  return Object.fromEntries(entries) as unknown as MarketplaceCalls
}
