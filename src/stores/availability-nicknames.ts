import * as z from 'zod/mini'
import { persistentValue, readWith } from './persistent-value.ts'

export const NICKNAME_MAX_LENGTH = 9

/** Nicknames the user gave availabilities, by availability id. */
export const $availabilityNicknames = persistentValue<Record<string, string>>(
  'codex-availability-nicknames',
  readWith(z.record(z.string(), z.string().check(z.maxLength(NICKNAME_MAX_LENGTH)))),
  {},
)

export function setAvailabilityNickname(id: string, nickname: string): void {
  const trimmed = nickname.trim().slice(0, NICKNAME_MAX_LENGTH)
  const next = { ...$availabilityNicknames.get() }
  if (trimmed === '') delete next[id]
  else next[id] = trimmed
  $availabilityNicknames.set(next)
}
