import { computed } from 'nanostores'
import { fail, ok, type Result } from '../api/result.ts'
import type { Availability } from '../api/schemas/marketplace.ts'
import { $availabilitiesQuery } from './availabilities.ts'
import {
  AvailabilityForm,
  changedFields,
  checkAvailabilityForm,
  DEFAULT_AVAILABILITY_FORM,
  defaultCollateral,
  formFromAvailability,
  maxAvailabilityBytes,
  maxSizeFields,
  type AvailabilityField,
} from './availability-form.ts'
import { $availabilityNicknames, setAvailabilityNickname } from './availability-nicknames.ts'
import { marketplaceAbsenceNotice } from './marketplace-gate.ts'
import { getNodeClient } from './node.ts'
import { $capabilities } from './node-profile.ts'
import { $space } from './space.ts'
import { createWizardFlow } from './wizard-flow.ts'

const NO_SIZE_LIMIT = 2n ** 256n

/** What a saved availability reports (and `vault-availability-saved` carries). */
export interface AvailabilitySaved {
  id: string
}

/**
 * The largest size in bytes the form may ask for (with the edited availability's own size), or
 * undefined while the space or the availability being edited is not known.
 */
function maxBytes(form: AvailabilityForm): bigint | undefined {
  const space = $space.get()
  if (space.state !== 'ready') return undefined
  if (!form.id) return maxAvailabilityBytes(space.data)
  const availabilities = $availabilitiesQuery.get()
  if (availabilities.state !== 'ready') return undefined
  const own = availabilities.data.find((each) => each.id === form.id)
  return maxAvailabilityBytes(space.data, own?.totalSize ?? 0n)
}

/** The node's availability as it is now (the edit sends only what differs from it). */
async function currentAvailability(id: string): Promise<Availability | undefined> {
  if ($availabilitiesQuery.get().state !== 'ready') await $availabilitiesQuery.refetch()
  const list = $availabilitiesQuery.get()
  return list.state === 'ready' ? list.data.find((each) => each.id === id) : undefined
}

/**
 * POST a new availability or PATCH the edited one with only the fields that changed, keep its
 * nickname here (on create and on edit: the original vault lost renames), refresh the
 * availabilities and the space.
 */
async function saveAvailability(form: AvailabilityForm): Promise<Result<AvailabilitySaved>> {
  const client = getNodeClient()
  // Detection is shared by the client; waiting for it here means a wizard finished before the
  // profile arrived still sends `enabled` and `until` to a node that takes them.
  const profile = await client.detect()
  if (profile.error) return profile
  // The node judges the space at submission: a page whose free space is stale (another tool took
  // some since) gets the node's own answer, e.g. 422 `Not enough storage quota`.
  const limits = profile.data.capabilities.availabilityLimits
  const { input } = checkAvailabilityForm(form, NO_SIZE_LIMIT, limits)
  if (!input) return fail('Cannot validate the input.')
  let id: string
  if (form.id === undefined) {
    const created = await client.createAvailability(input)
    if (created.error) return created
    id = created.data.id
  } else {
    const current = await currentAvailability(form.id)
    const fields = current ? changedFields(input, current) : input
    // Sent even when empty (only the nickname changed): the node still says whether it exists.
    const updated = await client.updateAvailability({ ...fields, id: form.id })
    if (updated.error) return updated
    id = form.id
  }
  setAvailabilityNickname(id, form.nickname)
  await Promise.all([$availabilitiesQuery.refetch(), $space.refetch()])
  return ok({ id })
}

/** The availability wizard (Sale, Confirmation, Success): step and form kept across reloads. */
export const availabilityWizard = createWizardFlow({
  name: 'availability',
  formSchema: AvailabilityForm,
  initialForm: DEFAULT_AVAILABILITY_FORM,
  submit: saveAvailability,
  whyUnavailable: marketplaceAbsenceNotice,
})

export const $availabilityMaxBytes = computed(
  [$space, $availabilitiesQuery, availabilityWizard.$form],
  (_space, _availabilities, form) => maxBytes(form),
)

/** The form checked against spec section 5: field errors, and the call input when all is right. */
export const $availabilityCheck = computed(
  [availabilityWizard.$form, $availabilityMaxBytes, $capabilities],
  (form, max, capabilities) =>
    checkAvailabilityForm(form, max, capabilities?.availabilityLimits ?? false),
)

/** Forgets how the last submission ended (the wizard opens again), staying on the saved step. */
export function clearAvailabilityOutcome(): void {
  const { $outcome, $step } = availabilityWizard
  const state = $outcome.get().state
  if (state === 'failed' || state === 'succeeded') {
    void availabilityWizard.goTo(Math.min($step.get(), 1))
  }
}

/** Create: a create already under way resumes where it was; an edit under way is dropped. */
export function startAvailabilityCreate(): void {
  clearAvailabilityOutcome()
  if (availabilityWizard.$form.get().id !== undefined) availabilityWizard.reset()
}

/** Edit `availability`: resumes an edit of the same one, else starts from its values. */
export function startAvailabilityEdit(availability: Availability): void {
  clearAvailabilityOutcome()
  if (availabilityWizard.$form.get().id === availability.id) return
  const nickname = $availabilityNicknames.get()[availability.id] ?? ''
  availabilityWizard.reset()
  availabilityWizard.$form.set(formFromAvailability(availability, nickname))
}

/** One field typed; the collateral follows the size until it is typed by hand. */
export function setAvailabilityField(field: AvailabilityField, value: string): void {
  const form = { ...availabilityWizard.$form.get(), [field]: value }
  if (field === 'totalCollateral') form.collateralEdited = true
  else if (!form.collateralEdited) form.totalCollateral = defaultCollateral(form)
  availabilityWizard.$form.set(AvailabilityForm.parse(form))
}

/** The Enabled switch: off stops new sales, keeping the availability and its slots. */
export function setAvailabilityEnabledField(enabled: boolean): void {
  availabilityWizard.$form.set({ ...availabilityWizard.$form.get(), enabled })
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
