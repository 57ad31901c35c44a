import * as z from 'zod/mini'
import { createWizardState } from './wizard-state.ts'

const AvailabilityForm = z.object({
  /** Set when editing an existing availability. */
  id: z.optional(z.string()),
  totalSize: z.number(),
  totalSizeUnit: z.enum(['gb', 'tb']),
  duration: z.number(),
  durationUnit: z.enum(['hours', 'days', 'months']),
  minPricePerBytePerSecond: z.number(),
  totalCollateral: z.number(),
  nickname: z.string(),
})
export type AvailabilityForm = z.infer<typeof AvailabilityForm>

export const DEFAULT_AVAILABILITY_FORM: AvailabilityForm = {
  totalSize: 0.5,
  totalSizeUnit: 'gb',
  duration: 1,
  durationUnit: 'days',
  minPricePerBytePerSecond: 1,
  totalCollateral: 536870912,
  nickname: '',
}

/** The availability wizard's step and form, kept across reloads. */
export const availabilityWizard = createWizardState(
  'availability',
  AvailabilityForm,
  DEFAULT_AVAILABILITY_FORM,
)
