import * as z from 'zod/mini'
import { createWizardState } from './wizard-state.ts'

const StorageRequestForm = z.object({
  cid: z.string(),
  /** Availability (contract duration) in days. */
  availabilityDays: z.number(),
  tolerance: z.number(),
  proofProbability: z.number(),
  nodes: z.number(),
  reward: z.number(),
  collateral: z.number(),
  /** Expiration in minutes (sent as seconds, times 60). */
  expirationMinutes: z.number(),
})
export type StorageRequestForm = z.infer<typeof StorageRequestForm>

/** Spec section 9: the default storage request form. */
export const DEFAULT_STORAGE_REQUEST_FORM: StorageRequestForm = {
  cid: '',
  availabilityDays: 1,
  tolerance: 1,
  proofProbability: 1,
  nodes: 3,
  reward: 1,
  collateral: 1,
  expirationMinutes: 5,
}

/** The storage request wizard's step and form, kept across reloads. */
export const storageRequestWizard = createWizardState(
  'storage-request',
  StorageRequestForm,
  DEFAULT_STORAGE_REQUEST_FORM,
)
