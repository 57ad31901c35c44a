import * as z from 'zod/mini'
import { characterCount, firstCharacters } from '../../lib/characters.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { readWith } from '../page/persistent-value.ts'

/** In characters as a person counts them (five emoji are five). */
export const NICKNAME_MAX_LENGTH = 9

export function isNicknameTooLong(nickname: string): boolean {
  return characterCount(nickname.trim()) > NICKNAME_MAX_LENGTH
}

const readNicknames = readWith(
  z.record(z.string(), z.string().check(z.refine((nickname) => !isNicknameTooLong(nickname)))),
)

/** Nicknames the user gave the node's availabilities, by availability id. */
export const availabilityNicknames = perNode((scope) =>
  scope.value<Record<string, string>>('availability-nicknames', readNicknames, {}),
)

export function setAvailabilityNickname(scope: NodeScope, id: string, nickname: string): void {
  const $nicknames = availabilityNicknames.of(scope)
  const trimmed = firstCharacters(nickname.trim(), NICKNAME_MAX_LENGTH)
  const next = { ...$nicknames.get() }
  if (trimmed === '') delete next[id]
  else next[id] = trimmed
  $nicknames.set(next)
}
