import { atom } from 'nanostores'
import { availabilitiesQuery } from './availabilities.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { showToast } from '../page/toasts.ts'

export const availabilityEnabled = (name: string, enabled: boolean) =>
  enabled ? `${name} is selling again.` : `${name} stopped selling; its slots carry on.`
export const availabilityEnabledFailed = (name: string, message: string) =>
  `${name} could not be changed: ${message}`

/** Availability id -> the value being sent, while the node has not answered yet; per node. */
export const enabledChanges = perNode(() => atom<Readonly<Record<string, boolean>>>({}))

/**
 * The Host table's Enabled switch: a PATCH with `enabled` alone (nothing else is re-checked by the
 * node), then the availabilities again; the node's refusal is said in a toast in its own words.
 */
export async function setAvailabilityEnabled(
  scope: NodeScope,
  id: string,
  name: string,
  enabled: boolean,
): Promise<boolean> {
  const $changes = enabledChanges.of(scope)
  if (id in $changes.get()) return false
  $changes.set({ ...$changes.get(), [id]: enabled })
  const result = await scope.client().updateAvailability({ id, enabled })
  if (!result.error) await availabilitiesQuery.of(scope).refetch()
  $changes.set(Object.fromEntries(Object.entries($changes.get()).filter(([each]) => each !== id)))
  if (result.error) {
    reportNodeError(result.data, { action: 'availability enabled' })
    const reason = result.data.message || `status ${result.data.code ?? 'unknown'}`
    showToast('error', availabilityEnabledFailed(name, reason))
    return false
  }
  showToast('success', availabilityEnabled(name, enabled))
  return true
}
