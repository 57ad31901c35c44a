import { atom, computed } from 'nanostores'
import type { Availability } from '../api/schemas/marketplace.ts'
import { $availabilitiesQuery } from './availabilities.ts'
import {
  AvailabilityForm,
  checkAvailabilityForm,
  DEFAULT_AVAILABILITY_FORM,
  defaultCollateral,
  formFromAvailability,
  maxAvailabilityBytes,
  maxSizeFields,
  type AvailabilityField,
} from './availability-form.ts'
import { $availabilityNicknames, setAvailabilityNickname } from './availability-nicknames.ts'
import { getNodeClient } from './node.ts'
import { $space } from './space.ts'
import { createWizardState } from './wizard-state.ts'

/** The availability wizard's step and form, kept across reloads. */
export const availabilityWizard = createWizardState(
  'availability',
  AvailabilityForm,
  DEFAULT_AVAILABILITY_FORM,
)

/** The move from Confirmation to the last step: under way, saved, or refused. Not persisted. */
export type AvailabilitySubmission =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'saved'; id: string }
  /** `missing`: the edited availability is gone from the node; `refused`: any other failure. */
  | { state: 'failed'; reason: 'refused' | 'missing'; message: string }

export const $availabilitySubmission = atom<AvailabilitySubmission>({ state: 'idle' })

/** The step to show: the last one (Success or the error) once a submission ended. */
export const $availabilityWizardStep = computed(
  [availabilityWizard.$step, $availabilitySubmission],
  (step, submission) => (submission.state === 'saved' || submission.state === 'failed' ? 2 : step),
)

/**
 * The largest size in bytes the form may ask for (with the edited availability's own size), or
 * undefined while the space or the availability being edited is not known.
 */
export const $availabilityMaxBytes = computed(
  [$space, $availabilitiesQuery, availabilityWizard.$form],
  (space, availabilities, form) => {
    if (space.state !== 'ready') return undefined
    if (!form.id) return maxAvailabilityBytes(space.data)
    if (availabilities.state !== 'ready') return undefined
    const own = availabilities.data.find((each) => each.id === form.id)
    return maxAvailabilityBytes(space.data, own?.totalSize ?? 0n)
  },
)

/** The form checked against spec section 5: field errors, and the call input when all is right. */
export const $availabilityCheck = computed(
  [availabilityWizard.$form, $availabilityMaxBytes],
  checkAvailabilityForm,
)

/** Forgets how the last submission ended (the wizard opens again). */
export function clearAvailabilitySubmission(): void {
  if ($availabilitySubmission.get().state !== 'submitting') {
    $availabilitySubmission.set({ state: 'idle' })
  }
}

/** Create: a create already under way resumes where it was; an edit under way is dropped. */
export function startAvailabilityCreate(): void {
  $availabilitySubmission.set({ state: 'idle' })
  if (availabilityWizard.$form.get().id !== undefined) availabilityWizard.reset()
}

/** Edit `availability`: resumes an edit of the same one, else starts from its values. */
export function startAvailabilityEdit(availability: Availability): void {
  $availabilitySubmission.set({ state: 'idle' })
  if (availabilityWizard.$form.get().id === availability.id) return
  const nickname = $availabilityNicknames.get()[availability.id] ?? ''
  availabilityWizard.$form.set(formFromAvailability(availability, nickname))
  availabilityWizard.$step.set(0)
}

/** One field typed; the collateral follows the size until it is typed by hand. */
export function setAvailabilityField(field: AvailabilityField, value: string): void {
  const form = { ...availabilityWizard.$form.get(), [field]: value }
  if (field === 'totalCollateral') form.collateralEdited = true
  else if (!form.collateralEdited) form.totalCollateral = defaultCollateral(form)
  availabilityWizard.$form.set(AvailabilityForm.parse(form))
}

/** Use max size: the largest size that fits, in tenths of the chosen unit. */
export function fillMaxAvailabilitySize(): void {
  const max = $availabilityMaxBytes.get()
  if (max === undefined) return
  const current = availabilityWizard.$form.get()
  const fields = maxSizeFields(max, current.totalSizeUnit)
  if (!fields) return
  const form = { ...current, ...fields }
  if (!form.collateralEdited) form.totalCollateral = defaultCollateral(form)
  availabilityWizard.$form.set(form)
}

/** Moves between steps 0 and 1 (and back from the last step). Never submits. */
export function goToAvailabilityStep(step: number): void {
  $availabilitySubmission.set({ state: 'idle' })
  availabilityWizard.$step.set(step)
}

/** Finish (or closing after a success): back to a fresh form at step 0. */
export function finishAvailabilityWizard(): void {
  $availabilitySubmission.set({ state: 'idle' })
  availabilityWizard.reset()
}

function fail(reason: 'refused' | 'missing', message: string): undefined {
  // The saved step stays on Confirmation: a reload comes back to it, not to the error.
  availabilityWizard.$step.set(1)
  $availabilitySubmission.set({ state: 'failed', reason, message })
  return undefined
}

/**
 * The move from Confirmation: POST a new availability or PATCH the edited one, keep its nickname
 * here, refresh the availabilities and the space. Returns the saved id, or undefined on failure
 * (the error step shows why).
 */
export async function submitAvailability(): Promise<string | undefined> {
  if ($availabilitySubmission.get().state === 'submitting') return undefined
  const form = availabilityWizard.$form.get()
  const { input } = $availabilityCheck.get()
  if (!input) return fail('refused', 'Cannot validate the input.')
  $availabilitySubmission.set({ state: 'submitting' })
  const client = getNodeClient()
  let id: string
  if (form.id === undefined) {
    const created = await client.createAvailability(input)
    if (created.error) return fail('refused', created.data.message)
    id = created.data.id
  } else {
    const updated = await client.updateAvailability({ ...input, id: form.id })
    if (updated.error) {
      return fail(updated.data.code === 404 ? 'missing' : 'refused', updated.data.message)
    }
    id = form.id
  }
  setAvailabilityNickname(id, form.nickname)
  availabilityWizard.reset()
  $availabilitySubmission.set({ state: 'saved', id })
  await Promise.all([$availabilitiesQuery.refetch(), $space.refetch()])
  return id
}
