import { atom } from 'nanostores'
import { LOG_LEVELS, type LogLevel } from '../api/schemas/node.ts'
import { getNodeClient } from './node.ts'
import { reportNodeError } from './error-reporting.ts'
import { showToast } from './toasts.ts'

export { LOG_LEVELS, type LogLevel }

export const LOG_LEVEL_SAVED = 'The log level has been updated successfully.'
export const logLevelFailed = (message: string) => `Error when trying to update: ${message}`

/** The level chosen in the selector (the node does not tell its current level). */
export const $chosenLogLevel = atom<LogLevel>('INFO')

/** Whether a save is under way (the Save button is busy meanwhile). */
export const $savingLogLevel = atom(false)

export function chooseLogLevel(level: string): void {
  const known = LOG_LEVELS.find((each) => each === level)
  if (known) $chosenLogLevel.set(known)
}

/** Sets the node's log level to the chosen one and says how it went in a toast. */
export async function saveLogLevel(): Promise<boolean> {
  if ($savingLogLevel.get()) return false
  $savingLogLevel.set(true)
  const result = await getNodeClient().setLogLevel($chosenLogLevel.get())
  $savingLogLevel.set(false)
  if (result.error) {
    reportNodeError(result.data, { action: 'log level' })
    showToast('error', logLevelFailed(result.data.message || `status ${result.data.code ?? ''}`))
    return false
  }
  showToast('success', LOG_LEVEL_SAVED)
  return true
}
