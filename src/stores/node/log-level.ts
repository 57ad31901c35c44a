import { atom } from 'nanostores'
import { LOG_LEVELS, type LogLevel } from '../../api/schemas/node.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { showToast } from '../page/toasts.ts'

export { LOG_LEVELS, type LogLevel }

export const LOG_LEVEL_SAVED = 'The log level has been updated successfully.'
export const logLevelFailed = (message: string) => `Error when trying to update: ${message}`

/**
 * One node's log level selector: the level chosen (the node does not tell its current level) and
 * whether a save is under way (the Save button is busy meanwhile).
 */
export const logLevel = perNode(() => ({
  $chosen: atom<LogLevel>('INFO'),
  $saving: atom(false),
}))

export function chooseLogLevel(scope: NodeScope, level: string): void {
  const known = LOG_LEVELS.find((each) => each === level)
  if (known) logLevel.of(scope).$chosen.set(known)
}

/** Sets the scope's node's log level to the chosen one and says how it went in a toast. */
export async function saveLogLevel(scope: NodeScope): Promise<boolean> {
  const { $chosen, $saving } = logLevel.of(scope)
  if ($saving.get()) return false
  $saving.set(true)
  const result = await scope.client().setLogLevel($chosen.get())
  $saving.set(false)
  if (result.error) {
    reportNodeError(result.data, { action: 'log level' })
    showToast('error', logLevelFailed(result.data.message || `status ${result.data.code ?? ''}`))
    return false
  }
  showToast('success', LOG_LEVEL_SAVED)
  return true
}
