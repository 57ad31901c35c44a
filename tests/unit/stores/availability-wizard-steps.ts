import { allTasks } from 'nanostores'
import type * as AvailabilityWizard from '../../../src/stores/node/availability-wizard.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

// The wizard module is passed in: each test file imports the stores only after binding its test
// storage, so this helper must not import them first.
type Wizard = typeof AvailabilityWizard

/** Watches the wizard's checks (which mount the space, list and profile) until they have loaded. */
export async function watchAvailabilityWizard(wizard: Wizard): Promise<() => void> {
  const stop = wizard.availabilityCheck.of($activeScope.get()).listen(() => {})
  await allTasks()
  return stop
}

/** Next, Next: Confirmation, then the submission; resolves to how it ended. */
export function submitAvailabilityWizard(wizard: Wizard) {
  void wizard.availabilityFlow.of($activeScope.get()).goTo(1)
  return wizard.availabilityFlow.of($activeScope.get()).goTo(2)
}
