import * as z from 'zod/mini'
import { characterCount, firstCharacters } from '../lib/characters.ts'
import { ACTIVE_SCOPE } from './node-scope.ts'
import { readWith } from './persistent-value.ts'

/** In characters as a person counts them (five emoji are five). */
export const NICKNAME_MAX_LENGTH = 9

export function isNicknameTooLong(nickname: string): boolean {
  return characterCount(nickname.trim()) > NICKNAME_MAX_LENGTH
}

/** Nicknames the user gave availabilities, by availability id. */
export const $availabilityNicknames = ACTIVE_SCOPE.value<Record<string, string>>(
  'availability-nicknames',
  readWith(
    z.record(z.string(), z.string().check(z.refine((nickname) => !isNicknameTooLong(nickname)))),
  ),
  {},
)

export function setAvailabilityNickname(id: string, nickname: string): void {
  const trimmed = firstCharacters(nickname.trim(), NICKNAME_MAX_LENGTH)
  const next = { ...$availabilityNicknames.get() }
  if (trimmed === '') delete next[id]
  else next[id] = trimmed
  $availabilityNicknames.set(next)
}
