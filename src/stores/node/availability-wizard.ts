import { computed } from 'nanostores'
import { fail, ok, type Result } from '../../api/result.ts'
import type { Availability } from '../../api/schemas/marketplace.ts'
import { availabilitiesQuery } from './availabilities.ts'
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
import { availabilityNicknames, setAvailabilityNickname } from './availability-nicknames.ts'
import { marketplaceAbsenceNotice } from './marketplace-gate.ts'
import { capabilities } from './profile.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { space } from './space.ts'
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
function maxBytes(
  form: AvailabilityForm,
  nodeSpace: ReturnType<typeof space.of>['value'],
  availabilities: ReturnType<typeof availabilitiesQuery.of>['value'],
): bigint | undefined {
  if (nodeSpace?.state !== 'ready') return undefined
  if (!form.id) return maxAvailabilityBytes(nodeSpace.data)
  if (availabilities?.state !== 'ready') return undefined
  const own = availabilities.data.find((each) => each.id === form.id)
  return maxAvailabilityBytes(nodeSpace.data, own?.totalSize ?? 0n)
}

/** The node's availability as it is now (the edit sends only what differs from it). */
async function currentAvailability(
  id: string,
  scope: NodeScope,
): Promise<Availability | undefined> {
  const $availabilities = availabilitiesQuery.of(scope)
  if ($availabilities.get().state !== 'ready') await $availabilities.refetch()
  const list = $availabilities.get()
  return list.state === 'ready' ? list.data.find((each) => each.id === id) : undefined
}

/**
 * POST a new availability or PATCH the edited one with only the fields that changed, keep its
 * nickname here (on create and on edit: the original vault lost renames), refresh the
 * availabilities and the space.
 */
async function saveAvailability(
  form: AvailabilityForm,
  scope: NodeScope,
): Promise<Result<AvailabilitySaved>> {
  const client = scope.client()
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
    const current = await currentAvailability(form.id, scope)
    const fields = current ? changedFields(input, current) : input
    // Sent even when empty (only the nickname changed): the node still says whether it exists.
    const updated = await client.updateAvailability({ ...fields, id: form.id })
    if (updated.error) return updated
    id = form.id
  }
  setAvailabilityNickname(scope, id, form.nickname)
  await Promise.all([availabilitiesQuery.of(scope).refetch(), space.of(scope).refetch()])
  return ok({ id })
}

/**
 * The node's availability wizard (Sale, Confirmation, Success): step and form kept across
 * reloads, saved to that node.
 */
export const availabilityFlow = perNode((scope) =>
  createWizardFlow({
    name: 'availability',
    formSchema: AvailabilityForm,
    initialForm: DEFAULT_AVAILABILITY_FORM,
    submit: (form) => saveAvailability(form, scope),
    whyUnavailable: () => marketplaceAbsenceNotice(scope),
    scope,
  }),
)

export const availabilityMaxBytes = perNode((scope) =>
  computed(
    [space.of(scope), availabilitiesQuery.of(scope), availabilityFlow.of(scope).$form],
    (nodeSpace, availabilities, form) => maxBytes(form, nodeSpace, availabilities),
  ),
)

/** The form checked against spec section 5: field errors, and the call input when all is right. */
export const availabilityCheck = perNode((scope) =>
  computed(
    [availabilityFlow.of(scope).$form, availabilityMaxBytes.of(scope), capabilities.of(scope)],
    (form, max, nodeCapabilities) =>
      checkAvailabilityForm(form, max, nodeCapabilities?.availabilityLimits ?? false),
  ),
)

/** Forgets how the last submission ended (the wizard opens again), staying on the saved step. */
export function clearAvailabilityOutcome(scope: NodeScope): void {
  const wizard = availabilityFlow.of(scope)
  const state = wizard.$outcome.get().state
  if (state === 'failed' || state === 'succeeded') {
    void wizard.goTo(Math.min(wizard.$step.get(), 1))
  }
}

/** Create: a create already under way resumes where it was; an edit under way is dropped. */
export function startAvailabilityCreate(scope: NodeScope): void {
  clearAvailabilityOutcome(scope)
  const wizard = availabilityFlow.of(scope)
  if (wizard.$form.get().id !== undefined) wizard.reset()
}

/** Edit `availability`: resumes an edit of the same one, else starts from its values. */
export function startAvailabilityEdit(scope: NodeScope, availability: Availability): void {
  clearAvailabilityOutcome(scope)
  const wizard = availabilityFlow.of(scope)
  if (wizard.$form.get().id === availability.id) return
  const nickname = availabilityNicknames.of(scope).get()[availability.id] ?? ''
  wizard.reset()
  wizard.$form.set(formFromAvailability(availability, nickname))
}

/** One field typed; the collateral follows the size until it is typed by hand. */
export function setAvailabilityField(
  scope: NodeScope,
  field: AvailabilityField,
  value: string,
): void {
  const { $form } = availabilityFlow.of(scope)
  const form = { ...$form.get(), [field]: value }
  if (field === 'totalCollateral') form.collateralEdited = true
  else if (!form.collateralEdited) form.totalCollateral = defaultCollateral(form)
  $form.set(AvailabilityForm.parse(form))
}

/** The Enabled switch: off stops new sales, keeping the availability and its slots. */
export function setAvailabilityEnabledField(scope: NodeScope, enabled: boolean): void {
  const { $form } = availabilityFlow.of(scope)
  $form.set({ ...$form.get(), enabled })
}

/** Use max size: the largest size that fits, in tenths of the chosen unit. */
export function fillMaxAvailabilitySize(scope: NodeScope): void {
  const max = availabilityMaxBytes.of(scope).get()
  if (max === undefined) return
  const { $form } = availabilityFlow.of(scope)
  const current = $form.get()
  const fields = maxSizeFields(max, current.totalSizeUnit)
  if (!fields) return
  const form = { ...current, ...fields }
  if (!form.collateralEdited) form.totalCollateral = defaultCollateral(form)
  $form.set(form)
}
