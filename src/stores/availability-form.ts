import * as z from 'zod/mini'
import type { AvailabilityInput } from '../api/schemas/inputs.ts'
import type { Availability } from '../api/schemas/marketplace.ts'
import type { Space } from '../api/schemas/data.ts'
import { GB_BIG, TB_BIG } from '../lib/bytes.ts'
import { editUnit, SECONDS_PER_UNIT_BIG } from '../lib/durations.ts'
import { decimalText, parseDecimalScaled, parseUnsignedInteger } from '../lib/exact.ts'
import { isNicknameTooLong, NICKNAME_MAX_LENGTH } from './availability-nicknames.ts'
import { firstCharacters } from '../lib/characters.ts'

export const SIZE_UNITS = { gb: GB_BIG, tb: TB_BIG } as const
export type SizeUnit = keyof typeof SIZE_UNITS
export const DURATION_UNITS = ['hours', 'days', 'months'] as const

/** The wizard's form as the user typed it: text, parsed exactly (never through a JS number). */
export const AvailabilityForm = z.object({
  /** Set when editing an existing availability. */
  id: z.optional(z.string()),
  totalSize: z.string(),
  totalSizeUnit: z.enum(['gb', 'tb']),
  duration: z.string(),
  durationUnit: z.enum(DURATION_UNITS),
  minPricePerBytePerSecond: z.string(),
  totalCollateral: z.string(),
  /** The collateral was typed by hand: it no longer follows the size. */
  collateralEdited: z.boolean(),
  /** As typed: the rules say when it is too long, so a reload keeps it. */
  nickname: z.string(),
})
export type AvailabilityForm = z.infer<typeof AvailabilityForm>
export type AvailabilityField = Exclude<keyof AvailabilityForm, 'id' | 'collateralEdited'>

/** Spec section 9: 0.5 GB for 1 day at price 1, collateral based on 0.5 GiB. */
export const DEFAULT_AVAILABILITY_FORM: AvailabilityForm = {
  totalSize: '0.5',
  totalSizeUnit: 'gb',
  duration: '1',
  durationUnit: 'days',
  minPricePerBytePerSecond: '1',
  totalCollateral: '536870912',
  collateralEdited: false,
  nickname: '',
}

export const NOT_A_NUMBER = 'The value is not a number'
export const NOT_WHOLE = 'The value has to be a whole number.'
export const SIZE_TOO_LARGE = 'The total size cannot exceed the space available.'
export const SIZE_TOO_SMALL = 'The total size has to be at least 0.1.'
export const DURATION_TOO_SHORT = 'The duration has to be at least 1.'
export const NICKNAME_TOO_LONG = `${NICKNAME_MAX_LENGTH} characters maximum`

/**
 * The most bytes an availability may take: quota max - reserved - used - 1, plus the edited
 * availability's own size (it is already counted as reserved).
 */
export function maxAvailabilityBytes(space: Space, ownSize = 0n): bigint {
  return space.quotaMaxBytes - space.quotaReservedBytes - space.quotaUsedBytes - 1n + ownSize
}

/** The size in bytes, rounded down; undefined when it is not a number. */
export function sizeBytes(form: Pick<AvailabilityForm, 'totalSize' | 'totalSizeUnit'>) {
  return parseDecimalScaled(form.totalSize, SIZE_UNITS[form.totalSizeUnit])
}

/** Total collateral by default: size x 1 GiB per GB, i.e. one per byte. */
export function defaultCollateral(form: AvailabilityForm): string {
  return sizeBytes(form)?.toString() ?? form.totalCollateral
}

/** The largest fitting size in tenths of the chosen unit (or of GB when under 0.1 of it). */
export function maxSizeFields(
  maxBytes: bigint,
  unit: SizeUnit,
): Pick<AvailabilityForm, 'totalSize' | 'totalSizeUnit'> | undefined {
  for (const each of unit === 'tb' ? (['tb', 'gb'] as const) : (['gb'] as const)) {
    const tenths = (maxBytes * 10n) / SIZE_UNITS[each]
    if (tenths >= 1n) return { totalSize: decimalText(tenths, 10n, 1), totalSizeUnit: each }
  }
  return undefined
}

function wholeNumber(text: string): { value?: bigint; error?: string } {
  const value = parseUnsignedInteger(text)
  if (value !== undefined) return { value }
  return { error: parseDecimalScaled(text, 1n) === undefined ? NOT_A_NUMBER : NOT_WHOLE }
}

export interface AvailabilityCheck {
  /** What to say under each field that is wrong. */
  errors: Partial<Record<AvailabilityField, string>>
  /** The call input, when every field is right and the free space is known. */
  input: AvailabilityInput | undefined
}

/** Spec section 5 for the availability form; `maxBytes` undefined = the space is not known yet. */
export function checkAvailabilityForm(
  form: AvailabilityForm,
  maxBytes: bigint | undefined,
): AvailabilityCheck {
  const errors: AvailabilityCheck['errors'] = {}
  const totalSize = sizeBytes(form)
  const tenths = parseDecimalScaled(form.totalSize, 10n)
  if (totalSize === undefined || tenths === undefined) errors.totalSize = NOT_A_NUMBER
  else if (tenths < 1n) errors.totalSize = SIZE_TOO_SMALL
  else if (maxBytes !== undefined && totalSize > maxBytes) errors.totalSize = SIZE_TOO_LARGE

  const duration = parseDecimalScaled(form.duration, SECONDS_PER_UNIT_BIG[form.durationUnit])
  const durationUnits = parseDecimalScaled(form.duration, 1n)
  if (duration === undefined || durationUnits === undefined) errors.duration = NOT_A_NUMBER
  else if (durationUnits < 1n) errors.duration = DURATION_TOO_SHORT

  const price = wholeNumber(form.minPricePerBytePerSecond)
  if (price.error) errors.minPricePerBytePerSecond = price.error
  const collateral = wholeNumber(form.totalCollateral)
  if (collateral.error) errors.totalCollateral = collateral.error
  if (isNicknameTooLong(form.nickname)) errors.nickname = NICKNAME_TOO_LONG

  const minPricePerBytePerSecond = price.value
  const totalCollateral = collateral.value
  const complete =
    Object.keys(errors).length === 0 &&
    maxBytes !== undefined &&
    totalSize !== undefined &&
    duration !== undefined &&
    minPricePerBytePerSecond !== undefined &&
    totalCollateral !== undefined
  return {
    errors,
    input: complete
      ? { totalSize, duration, minPricePerBytePerSecond, totalCollateral }
      : undefined,
  }
}

/** The form for editing `availability`: TB from 1 TB, months from 30 days, days from 1 day. */
export function formFromAvailability(
  availability: Availability,
  nickname: string,
): AvailabilityForm {
  const totalSizeUnit: SizeUnit = availability.totalSize >= TB_BIG ? 'tb' : 'gb'
  const durationUnit = editUnit(availability.duration)
  return {
    id: availability.id,
    totalSize: decimalText(availability.totalSize, SIZE_UNITS[totalSizeUnit]),
    totalSizeUnit,
    duration: decimalText(availability.duration, SECONDS_PER_UNIT_BIG[durationUnit], 4),
    durationUnit,
    minPricePerBytePerSecond: availability.minPricePerBytePerSecond.toString(),
    totalCollateral: availability.totalCollateral.toString(),
    collateralEdited: availability.totalCollateral !== availability.totalSize,
    nickname: firstCharacters(nickname, NICKNAME_MAX_LENGTH),
  }
}
