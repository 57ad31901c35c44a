import type { WritableAtom } from 'nanostores'
import * as z from 'zod/mini'
import { type NodeScope } from '../nodes/scope.ts'
import type { NodeValueName } from '../nodes/values.ts'
import { readWith } from '../page/persistent-value.ts'

export const WIZARD_LAST_STEP = 2

/** A wizard's name: the node values `{name}-step` and `{name}-form` keep where it is. */
export type WizardName = {
  [Name in NodeValueName]: Name extends `${infer Wizard}-step` ? Wizard : never
}[NodeValueName]

export interface WizardState<Form> {
  /** The step shown (0 to 2), kept across reloads. */
  $step: WritableAtom<number>
  /** The form as filled so far, kept across reloads. */
  $form: WritableAtom<Form>
  /** Back to step 0 with the initial form (Finish, or a success). */
  reset(): void
}

/** A wizard's step and form on the node of `scope`, kept under `codex-{name}-step@…` and `codex-{name}-form@…`. */
export function createWizardState<Form>(
  scope: NodeScope,
  name: WizardName,
  formSchema: z.ZodMiniType<Form>,
  initialForm: Form,
): WizardState<Form> {
  const $step = scope.value(
    `${name}-step` as const,
    readWith(z.int().check(z.minimum(0), z.maximum(WIZARD_LAST_STEP))),
    0,
  )
  const $form = scope.value(`${name}-form` as const, readWith(formSchema), initialForm)
  return {
    $step,
    $form,
    reset() {
      $step.set(0)
      $form.set(initialForm)
    },
  }
}
