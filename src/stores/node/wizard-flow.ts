import { atom, computed, type ReadableAtom } from 'nanostores'
import type * as z from 'zod/mini'
import { fail, type Result, type VaultError } from '../../api/result.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { type NodeScope } from '../nodes/scope.ts'
import {
  createWizardState,
  WIZARD_LAST_STEP,
  type WizardName,
  type WizardState,
} from './wizard-state.ts'

/** The submission made on the move to the last step: none yet, under way, refused, or done. */
export type WizardOutcome<Answer> =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'failed'; error: VaultError }
  | { state: 'succeeded'; answer: Answer }

export interface WizardFlow<Form, Answer> extends WizardState<Form> {
  $outcome: ReadableAtom<WizardOutcome<Answer>>
  /** The step on screen: the saved one, or the last while a success or a failure is shown. */
  $shownStep: ReadableAtom<number>
  /**
   * Moves to `step`. Moving from the step before the last onto the last submits the form: on
   * success the saved step and form are cleared and the last step shows the answer; on failure the
   * last step shows the error and the saved step stays one back. Returns the outcome.
   */
  goTo(step: number): Promise<WizardOutcome<Answer>>
  /** Finish: back to step 0 with the initial form, nothing shown. */
  finish(): void
}

export interface WizardFlowOptions<Form, Answer> {
  /** Storage keys `codex-{name}-step` and `codex-{name}-form`. */
  name: WizardName
  formSchema: z.ZodMiniType<Form>
  initialForm: Form
  submit: (form: Form) => Promise<Result<Answer>>
  /**
   * Why the node cannot take the submission at all (it has no marketplace), or null: then nothing
   * is sent and nothing reported, and the last step shows why.
   */
  whyUnavailable?: () => Promise<string | null>
  /** The node whose saved step and form these are. */
  scope: NodeScope
}

/** A three-step wizard whose last move submits: the one model both marketplace wizards use. */
export function createWizardFlow<Form, Answer>(
  options: WizardFlowOptions<Form, Answer>,
): WizardFlow<Form, Answer> {
  const state = createWizardState(
    options.scope,
    options.name,
    options.formSchema,
    options.initialForm,
  )
  const $outcome = atom<WizardOutcome<Answer>>({ state: 'idle' })
  // The last step only ever shows an outcome: a saved step pointing at it resumes one step back.
  const $shownStep = computed([state.$step, $outcome], (step, outcome) =>
    outcome.state === 'failed' || outcome.state === 'succeeded'
      ? WIZARD_LAST_STEP
      : Math.min(step, WIZARD_LAST_STEP - 1),
  )

  async function submit(): Promise<WizardOutcome<Answer>> {
    $outcome.set({ state: 'submitting' })
    const unavailable = options.whyUnavailable ? await options.whyUnavailable() : null
    if (unavailable) {
      const refused: WizardOutcome<Answer> = { state: 'failed', error: fail(unavailable).data }
      $outcome.set(refused)
      return refused
    }
    const result = await options.submit(state.$form.get())
    const outcome: WizardOutcome<Answer> = result.error
      ? { state: 'failed', error: result.data }
      : { state: 'succeeded', answer: result.data }
    if (!result.error) state.reset()
    else reportNodeError(result.data, { wizard: options.name })
    $outcome.set(outcome)
    return outcome
  }

  return {
    ...state,
    $outcome,
    $shownStep,
    goTo(step) {
      const target = Math.min(Math.max(0, Math.trunc(step)), WIZARD_LAST_STEP)
      const outcome = $outcome.get()
      if (outcome.state === 'submitting') return Promise.resolve(outcome)
      if (target === WIZARD_LAST_STEP && $shownStep.get() === WIZARD_LAST_STEP - 1) {
        return submit()
      }
      $outcome.set({ state: 'idle' })
      state.$step.set(target)
      return Promise.resolve($outcome.get())
    },
    finish() {
      $outcome.set({ state: 'idle' })
      state.reset()
    },
    reset() {
      $outcome.set({ state: 'idle' })
      state.reset()
    },
  }
}
