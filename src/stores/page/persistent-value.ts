import { persistentAtom } from '@nanostores/persistent'
import type { WritableAtom } from 'nanostores'
import type * as z from 'zod/mini'

/** Reads a stored value back from its JSON: the value, or undefined when it is not one we wrote. */
export type StoredValueReader<T> = (json: unknown) => T | undefined

/**
 * A browser-stored value shared by every element and tab. Stored as JSON under `key` (which starts
 * with `codex-`); a corrupt or foreign value reads as `initial` and never throws.
 */
export function persistentValue<T>(
  key: string,
  read: StoredValueReader<T>,
  initial: T,
): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        return read(JSON.parse(raw)) ?? initial
      } catch {
        return initial
      }
    },
    listen: true,
  })
}

/**
 * The reader of a value whose shape a zod schema states. Values an element needs at once with
 * nothing else from zod (the theme, the profile, upload times) have plain readers, so zod is not in
 * its first load.
 */
export function readWith<T>(schema: z.ZodMiniType<T>): StoredValueReader<T> {
  return (json) => {
    const parsed = schema.safeParse(json)
    return parsed.success ? parsed.data : undefined
  }
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
