import { computed } from 'nanostores'
import * as z from 'zod/mini'
import { ok, type Result } from '../../api/result.ts'
import type { StorageRequestInput } from '../../api/schemas/inputs.ts'
import {
  DURABILITY_PRESETS,
  matchingPreset,
  type PresetChoice,
} from '../../lib/durability-presets.ts'
import { estimateStorageRequest, type StorageEstimate } from '../../lib/storage-estimate.ts'
import {
  checkStorageRequest,
  type NumberField,
  type StorageRequestFields,
} from '../../lib/storage-request-rules.ts'
import { purchasesQuery } from './purchases.ts'
import type { files as nodeFiles } from './file-list.ts'
import { marketplaceAbsenceNotice } from './marketplace-gate.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { linkPurchaseToCid } from './purchase-cids.ts'
import { recordPurchaseTime } from './purchase-times.ts'
import { getEnvironment } from '../page/environment.ts'
import { createWizardFlow } from './wizard-flow.ts'

const StorageRequestForm = z.object({
  cid: z.string(),
  availability: z.string(),
  availabilityUnit: z.enum(['hours', 'days']),
  nodes: z.string(),
  tolerance: z.string(),
  proofProbability: z.string(),
  reward: z.string(),
  collateral: z.string(),
  expiration: z.string(),
}) satisfies z.ZodMiniType<StorageRequestFields>
export type StorageRequestForm = StorageRequestFields

/** Spec section 9: the default storage request form (1 day, 3 nodes, tolerance 1, 5 minutes). */
export const DEFAULT_STORAGE_REQUEST_FORM: StorageRequestForm = {
  cid: '',
  availability: '1',
  availabilityUnit: 'days',
  tolerance: '1',
  proofProbability: '1',
  nodes: '3',
  reward: '1',
  collateral: '1',
  expiration: '5',
}

/** What a created storage request reports (and `vault-storage-request-created` carries). */
export interface StorageRequestCreated {
  /** A `RequestId` (`0x`, lower case); a plain string to the page that hears the event. */
  requestId: string
  cid: string
}

/** The form as the node takes it. Unreadable numbers go through as text: the input check names them. */
export function toStorageRequestInput(form: StorageRequestForm): StorageRequestInput {
  const { values } = checkStorageRequest(form)
  if (values) {
    return {
      cid: values.cid,
      duration: values.durationSeconds,
      pricePerBytePerSecond: values.pricePerBytePerSecond,
      proofProbability: values.proofProbability,
      nodes: Number(values.nodes),
      tolerance: Number(values.tolerance),
      expiry: values.expirySeconds,
      collateralPerByte: values.collateralPerByte,
    }
  }
  const { cid, availability, nodes, tolerance, proofProbability, reward, collateral, expiration } =
    form
  // Deliberately loose: validateInput refuses it with the issues the user can act on.
  return {
    cid,
    duration: availability,
    pricePerBytePerSecond: reward,
    proofProbability,
    nodes,
    tolerance,
    expiry: expiration,
    collateralPerByte: collateral,
  } as unknown as StorageRequestInput
}

async function submitStorageRequest(
  form: StorageRequestForm,
  scope: NodeScope,
): Promise<Result<StorageRequestCreated>> {
  const created = await scope.client().createStorageRequest(toStorageRequestInput(form))
  if (created.error) return created
  const cid = form.cid.trim()
  linkPurchaseToCid(scope, created.data, cid)
  recordPurchaseTime(scope, created.data, getEnvironment().now() / 1000)
  void purchasesQuery.of(scope).refetch()
  return ok({ requestId: created.data, cid })
}

/**
 * The node's storage request wizard: step and form kept across reloads, submitted on the last
 * move, to that node.
 */
export const storageRequestFlow = perNode((scope) =>
  createWizardFlow({
    name: 'storage-request',
    formSchema: StorageRequestForm,
    initialForm: DEFAULT_STORAGE_REQUEST_FORM,
    submit: (form) => submitStorageRequest(form, scope),
    whyUnavailable: () => marketplaceAbsenceNotice(scope),
    scope,
  }),
)

/** The form's field messages and exact values. */
export const storageRequestCheck = perNode((scope) =>
  computed(storageRequestFlow.of(scope).$form, checkStorageRequest),
)

/** The durability preset the form matches, Custom when none. */
export const storageRequestPreset = perNode((scope) =>
  computed(storageRequestFlow.of(scope).$form, matchingPreset),
)

/** What the request commits to, once its values are valid and the node lists the file's size. */
export function estimateFor(
  check: ReturnType<typeof checkStorageRequest>,
  files: ReturnType<typeof nodeFiles.of>['value'],
): StorageEstimate | undefined {
  if (!check.values || files?.state !== 'ready') return undefined
  const cid = check.values.cid
  const size = files.data.find((file) => file.cid === cid)?.size
  return size === undefined ? undefined : estimateStorageRequest(check.values, size)
}

export function setStorageRequestField(
  scope: NodeScope,
  field: NumberField | 'cid',
  value: string,
): void {
  const { $form } = storageRequestFlow.of(scope)
  $form.set({ ...$form.get(), [field]: value })
}

export function setStorageRequestUnit(
  scope: NodeScope,
  unit: StorageRequestForm['availabilityUnit'],
): void {
  const { $form } = storageRequestFlow.of(scope)
  $form.set({ ...$form.get(), availabilityUnit: unit })
}

/** A preset fills nodes, tolerance and proof probability; Custom keeps what is there. */
export function chooseDurabilityPreset(scope: NodeScope, choice: PresetChoice): void {
  const preset = DURABILITY_PRESETS.find((each) => each.id === choice)
  if (!preset) return
  const { $form } = storageRequestFlow.of(scope)
  $form.set({
    ...$form.get(),
    nodes: String(preset.nodes),
    tolerance: String(preset.tolerance),
    proofProbability: String(preset.proofProbability),
  })
}

/** Starts the wizard over for `cid` (a file's "Request storage"): its first step, that file chosen. */
export function requestStorageFor(scope: NodeScope, cid: string): void {
  storageRequestFlow.of(scope).reset()
  setStorageRequestField(scope, 'cid', cid)
}

/** An upload made in the wizard's first step ended: its file is the one chosen. */
export function chooseUploadedFile(scope: NodeScope, cid: string): void {
  setStorageRequestField(scope, 'cid', cid)
}

/** The wizard's upload card was closed: its file is no longer the one chosen. */
export function forgetUploadedFile(scope: NodeScope, cid: string | null): void {
  if (cid !== null && storageRequestFlow.of(scope).$form.get().cid.trim() === cid) {
    setStorageRequestField(scope, 'cid', '')
  }
}
