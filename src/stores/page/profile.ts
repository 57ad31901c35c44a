import * as z from 'zod/mini'
import { persistentValue, readWith } from './persistent-value.ts'

export const DEFAULT_EMOJI = '🤖'
const MAX_NAME_LENGTH = 100

/** What the user wants to be called. */
export const $displayName = persistentValue(
  'codex-display-name',
  readWith(z.string().check(z.maxLength(MAX_NAME_LENGTH))),
  '',
)

/** The user's emoji, a robot until they pick another. */
export const $emoji = persistentValue(
  'codex-emoji',
  readWith(z.string().check(z.minLength(1), z.maxLength(32))),
  DEFAULT_EMOJI,
)

export function setDisplayName(name: string): void {
  $displayName.set(name.slice(0, MAX_NAME_LENGTH))
}

export function setEmoji(emoji: string): void {
  const trimmed = emoji.trim()
  if (trimmed !== '' && trimmed.length <= 32) $emoji.set(trimmed)
}
