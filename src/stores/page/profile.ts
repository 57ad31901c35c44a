import { persistentValue } from './persistent-value.ts'

export const DEFAULT_EMOJI = '🤖'
const MAX_NAME_LENGTH = 100
const MAX_EMOJI_LENGTH = 32

/** A stored text of `min` to `max` UTF-16 units. Plain, not zod: the dashboard reads it at once. */
function readText(min: number, max: number) {
  return (json: unknown) =>
    typeof json === 'string' && json.length >= min && json.length <= max ? json : undefined
}

/** What the user wants to be called. */
export const $displayName = persistentValue('codex-display-name', readText(0, MAX_NAME_LENGTH), '')

/** The user's emoji, a robot until they pick another. */
export const $emoji = persistentValue('codex-emoji', readText(1, MAX_EMOJI_LENGTH), DEFAULT_EMOJI)

export function setDisplayName(name: string): void {
  $displayName.set(name.slice(0, MAX_NAME_LENGTH))
}

export function setEmoji(emoji: string): void {
  const trimmed = emoji.trim()
  if (trimmed !== '' && trimmed.length <= MAX_EMOJI_LENGTH) $emoji.set(trimmed)
}
