import { computed } from 'nanostores'
import { persistentValue } from './persistent-value.ts'
import { $displayName } from './profile.ts'

/** 0 welcome, 1 name, 2 checks, 3 finished (the user reached the dashboard). */
export const ONBOARDING_FINISHED = 3

/** How far the user got through onboarding. */
export const $onboardingStep = persistentValue(
  'codex-onboarding-step',
  // Plain, not zod: the dashboard reads it at once, and zod would join its first task.
  (json) =>
    Number.isInteger(json) && (json as number) >= 0 && (json as number) <= ONBOARDING_FINISHED
      ? (json as number)
      : undefined,
  0,
)

/** Records that the user reached `step`; never moves backwards. */
export function reachOnboardingStep(step: number): void {
  const bounded = Math.min(Math.max(Math.trunc(step), 0), ONBOARDING_FINISHED)
  if (bounded > $onboardingStep.get()) $onboardingStep.set(bounded)
}

export const $onboardingFinished = computed($onboardingStep, (step) => step >= ONBOARDING_FINISHED)

/** The onboarding next links need a non-empty name. */
export const $hasDisplayName = computed($displayName, (name) => name.trim() !== '')
