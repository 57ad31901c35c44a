import { persistentAtom } from '@nanostores/persistent'
import type { WritableAtom } from 'nanostores'
import type * as z from 'zod/mini'

/**
 * A browser-stored value shared by every element and tab. Stored as JSON under `key` (which starts
 * with `codex-`); a corrupt or foreign value reads as `initial` and never throws.
 */
export function persistentValue<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  initial: T,
): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        const parsed = schema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : initial
      } catch {
        return initial
      }
    },
    listen: true,
  })
}

/** A browser-stored string kept as plain text (no JSON), checked by `accept`. */
export function persistentText(
  key: string,
  initial: string,
  accept: (raw: string) => string | undefined,
): WritableAtom<string> {
  return persistentAtom<string>(key, initial, {
    encode: (value: string) => value,
    decode: (raw: string) => (typeof raw === 'string' ? accept(raw) : undefined) ?? initial,
    listen: true,
  })
}
