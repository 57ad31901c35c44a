import * as z from 'zod/mini'
import type { AvailabilityInput, AvailabilityUpdateInput } from '../../api/schemas/inputs.ts'
import type { Availability } from '../../api/schemas/marketplace.ts'
import type { Space } from '../../api/schemas/data.ts'
import { GB_BIG, TB_BIG } from '../../lib/bytes.ts'
import { editUnit, SECONDS_PER_UNIT_BIG } from '../../lib/durations.ts'
import {
  decimalText,
  parseDecimalScaled,
  parseUnsignedInteger,
  shortestDecimalText,
} from '../../lib/exact.ts'
import { localDateTimeText, parseLocalDateTime } from '../../lib/local-date-time.ts'
import { isNicknameTooLong, NICKNAME_MAX_LENGTH } from './availability-nicknames.ts'
import { firstCharacters } from '../../lib/characters.ts'

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
  /** Nodes with `availabilityLimits`: false stops new sales without deleting the availability. */
  enabled: z._default(z.boolean(), true),
  /** Nodes with `availabilityLimits`: when selling stops, as a `datetime-local` value; empty for never. */
  until: z._default(z.string(), ''),
})
export type AvailabilityForm = z.infer<typeof AvailabilityForm>
export type AvailabilityField = Exclude<
  keyof AvailabilityForm,
  'id' | 'collateralEdited' | 'enabled'
>

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
  enabled: true,
  until: '',
}

export const NOT_A_NUMBER = 'The value is not a number'
export const NOT_WHOLE = 'The value has to be a whole number.'
export const SIZE_TOO_LARGE = 'The total size cannot exceed the space available.'
export const SIZE_TOO_SMALL = 'The total size has to be at least 0.1.'
export const DURATION_TOO_SHORT = 'The duration has to be at least 1.'
export const NICKNAME_TOO_LONG = `${NICKNAME_MAX_LENGTH} characters maximum`
export const UNTIL_NOT_A_DATE = 'The value is not a date and time.'

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

/** Unix seconds of the form's end of sales, 0 for none; undefined when it is not a date. */
function untilSeconds(form: AvailabilityForm): number | undefined {
  return form.until.trim() === '' ? 0 : parseLocalDateTime(form.until)
}

/**
 * Spec section 5 for the availability form; `maxBytes` undefined = the space is not known yet.
 * `limits`: the node takes `enabled` and `until` (older nodes are sent neither).
 */
export function checkAvailabilityForm(
  form: AvailabilityForm,
  maxBytes: bigint | undefined,
  limits = false,
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
  // Whether the end lies after the slots already sold is the node's to say (its 422 text).
  const until = limits ? untilSeconds(form) : 0
  if (until === undefined) errors.until = UNTIL_NOT_A_DATE

  const minPricePerBytePerSecond = price.value
  const totalCollateral = collateral.value
  const complete =
    Object.keys(errors).length === 0 &&
    maxBytes !== undefined &&
    totalSize !== undefined &&
    duration !== undefined &&
    minPricePerBytePerSecond !== undefined &&
    totalCollateral !== undefined &&
    until !== undefined
  if (!complete) return { errors, input: undefined }
  const input: AvailabilityInput = {
    totalSize,
    duration,
    minPricePerBytePerSecond,
    totalCollateral,
  }
  return { errors, input: limits ? { ...input, enabled: form.enabled, until } : input }
}

/**
 * The form for editing `availability`: TB from 1 TB, months from 30 days, days from 1 day, each
 * amount as the shortest decimal that reads back to it (so an untouched field is not a change).
 */
export function formFromAvailability(
  availability: Availability,
  nickname: string,
): AvailabilityForm {
  const totalSizeUnit: SizeUnit = availability.totalSize >= TB_BIG ? 'tb' : 'gb'
  const durationUnit = editUnit(availability.duration)
  return {
    id: availability.id,
    totalSize: shortestDecimalText(availability.totalSize, SIZE_UNITS[totalSizeUnit]),
    totalSizeUnit,
    duration: shortestDecimalText(availability.duration, SECONDS_PER_UNIT_BIG[durationUnit]),
    durationUnit,
    minPricePerBytePerSecond: availability.minPricePerBytePerSecond.toString(),
    totalCollateral: availability.totalCollateral.toString(),
    collateralEdited: availability.totalCollateral !== availability.totalSize,
    nickname: firstCharacters(nickname, NICKNAME_MAX_LENGTH),
    enabled: availability.enabled ?? true,
    until: untilText(availability.until),
  }
}

/**
 * The node's end of sales as the form's text: empty for none, and the bare number when no date
 * field can hold it (it then asks to be corrected rather than being dropped unseen).
 */
function untilText(until: bigint | undefined): string {
  if (!until) return ''
  const text = localDateTimeText(Number(until))
  return parseLocalDateTime(text) === undefined ? until.toString() : text
}

type AvailabilityChanges = Omit<AvailabilityUpdateInput, 'id'>

/**
 * What an edit sends: only the fields whose value differs from the node's. A v0.2.1+ node checks
 * a sent size against the whole free quota, so re-sending an unchanged size can fail.
 */
export function changedFields(
  input: AvailabilityInput,
  current: Availability,
): AvailabilityChanges {
  const now: AvailabilityChanges = {
    totalSize: current.totalSize,
    duration: current.duration,
    minPricePerBytePerSecond: current.minPricePerBytePerSecond,
    totalCollateral: current.totalCollateral,
    enabled: current.enabled ?? true,
    until: Number(current.until ?? 0n),
  }
  const changes: Record<string, unknown> = {}
  for (const key of Object.keys(input) as (keyof AvailabilityChanges)[]) {
    if (input[key] !== undefined && input[key] !== now[key]) changes[key] = input[key]
  }
  return changes as AvailabilityChanges
}
