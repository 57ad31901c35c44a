import { describe, expect, it } from 'vitest'
import type { Availability } from '../../../src/api/schemas/marketplace.ts'
import fc from 'fast-check'
import {
  changedFields,
  checkAvailabilityForm,
  DEFAULT_AVAILABILITY_FORM,
  DURATION_TOO_SHORT,
  formFromAvailability,
  maxAvailabilityBytes,
  maxSizeFields,
  NICKNAME_TOO_LONG,
  NOT_A_NUMBER,
  NOT_WHOLE,
  SIZE_TOO_LARGE,
  SIZE_TOO_SMALL,
  UNTIL_NOT_A_DATE,
  type AvailabilityForm,
} from '../../../src/stores/node/availability-form.ts'

const GB = 1073741824n
const TB = 1099511627776n
const DAY = 86400n

const space = (max: bigint, reserved: bigint, used: bigint) => ({
  totalBlocks: 0,
  quotaMaxBytes: max,
  quotaReservedBytes: reserved,
  quotaUsedBytes: used,
})

function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    id: `0x${'ab'.repeat(32)}`,
    totalSize: GB,
    freeSize: GB,
    duration: DAY,
    minPricePerBytePerSecond: 1n,
    totalCollateral: GB,
    totalRemainingCollateral: GB,
    ...overrides,
  }
}

const form = (overrides: Partial<AvailabilityForm>) => ({
  ...DEFAULT_AVAILABILITY_FORM,
  ...overrides,
})

describe('the availability size limit', () => {
  it('is quota max - reserved - used - 1, plus the edited availability own size', () => {
    const node = space(20n * GB, 3n * GB, 65536n)
    expect(maxAvailabilityBytes(node)).toBe(17n * GB - 65536n - 1n)
    expect(maxAvailabilityBytes(node, 2n * GB)).toBe(19n * GB - 65536n - 1n)
  })

  it('accepts 0.1 up to the max exactly, in GB or TB, and says why otherwise', () => {
    const max = 2n * GB
    const size = (totalSize: string, totalSizeUnit: 'gb' | 'tb' = 'gb') =>
      checkAvailabilityForm(form({ totalSize, totalSizeUnit }), max).errors.totalSize
    expect(size('0.1')).toBeUndefined()
    expect(size('2')).toBeUndefined()
    expect(size('2.000000001')).toBe(SIZE_TOO_LARGE)
    expect(size('0.09')).toBe(SIZE_TOO_SMALL)
    expect(size('0.1', 'tb')).toBe(SIZE_TOO_LARGE)
    expect(size('1e3')).toBe(NOT_A_NUMBER)
    expect(size('')).toBe(NOT_A_NUMBER)
    const exact = checkAvailabilityForm(form({ totalSize: '1.5' }), max).input
    expect(exact?.totalSize).toBe(GB + GB / 2n)
    expect(checkAvailabilityForm(form({ totalSize: '1', totalSizeUnit: 'tb' }), TB).input).toEqual({
      totalSize: TB,
      duration: DAY,
      minPricePerBytePerSecond: 1n,
      totalCollateral: 536870912n,
    })
  })

  it('gives no input until the free space is known', () => {
    expect(checkAvailabilityForm(DEFAULT_AVAILABILITY_FORM, undefined).input).toBeUndefined()
    expect(checkAvailabilityForm(DEFAULT_AVAILABILITY_FORM, undefined).errors).toEqual({})
  })

  it('fills the largest fitting size in tenths, falling back to GB under 0.1 TB', () => {
    expect(maxSizeFields(17n * GB - 65537n, 'gb')).toEqual({
      totalSize: '16.9',
      totalSizeUnit: 'gb',
    })
    expect(maxSizeFields(2n * TB + 5n, 'tb')).toEqual({ totalSize: '2', totalSizeUnit: 'tb' })
    expect(maxSizeFields(50n * GB, 'tb')).toEqual({ totalSize: '50', totalSizeUnit: 'gb' })
    expect(maxSizeFields(GB / 20n, 'gb')).toBeUndefined()
  })
})

describe('the other availability fields', () => {
  it('need a duration of at least 1 in its unit, whole amounts and a short nickname', () => {
    const errors = (overrides: Partial<AvailabilityForm>) =>
      checkAvailabilityForm(form(overrides), TB).errors
    expect(errors({ duration: '0.5' }).duration).toBe(DURATION_TOO_SHORT)
    expect(errors({ duration: 'x' }).duration).toBe(NOT_A_NUMBER)
    expect(errors({ minPricePerBytePerSecond: '1.5' }).minPricePerBytePerSecond).toBe(NOT_WHOLE)
    expect(errors({ totalCollateral: '-3' }).totalCollateral).toBe(NOT_A_NUMBER)
    expect(errors({ nickname: 'ten chars!' }).nickname).toBe(NICKNAME_TOO_LONG)
    // Characters as a person counts them: nine emoji fit, ten do not.
    expect(errors({ nickname: '🤖'.repeat(9) }).nickname).toBeUndefined()
    expect(errors({ nickname: '🤖'.repeat(10) }).nickname).toBe(NICKNAME_TOO_LONG)
    const input = checkAvailabilityForm(
      form({ duration: '3', durationUnit: 'months', minPricePerBytePerSecond: '2'.repeat(40) }),
      TB,
    ).input
    expect(input?.duration).toBe(90n * DAY)
    // Far past 2^53, exact.
    expect(input?.minPricePerBytePerSecond).toBe(BigInt('2'.repeat(40)))
  })
})

describe('editing an availability', () => {
  it('picks months from 30 days, days from one day, else hours', () => {
    const unit = (duration: bigint) => formFromAvailability(availability({ duration }), '')
    expect(unit(90n * DAY)).toMatchObject({ duration: '3', durationUnit: 'months' })
    expect(unit(30n * DAY)).toMatchObject({ duration: '1', durationUnit: 'months' })
    expect(unit(29n * DAY)).toMatchObject({ duration: '29', durationUnit: 'days' })
    expect(unit(DAY)).toMatchObject({ duration: '1', durationUnit: 'days' })
    expect(unit(DAY - 3600n)).toMatchObject({ duration: '23', durationUnit: 'hours' })
    expect(unit(5400n)).toMatchObject({ duration: '1.5', durationUnit: 'hours' })
  })

  it('starts from its exact size, collateral, price and nickname', () => {
    const edited = formFromAvailability(
      availability({ totalSize: GB / 2n + 1n, totalCollateral: 42n, minPricePerBytePerSecond: 9n }),
      'backup',
    )
    expect(edited).toMatchObject({
      id: `0x${'ab'.repeat(32)}`,
      totalSizeUnit: 'gb',
      minPricePerBytePerSecond: '9',
      totalCollateral: '42',
      collateralEdited: true,
      nickname: 'backup',
    })
    // The size reads back to the very same bytes: an untouched edit changes nothing.
    const check = checkAvailabilityForm(edited, TB)
    expect(check.input?.totalSize).toBe(GB / 2n + 1n)
    expect(formFromAvailability(availability({ totalSize: 2n * TB }), '')).toMatchObject({
      totalSize: '2',
      totalSizeUnit: 'tb',
      collateralEdited: true,
    })
    expect(formFromAvailability(availability(), '').collateralEdited).toBe(false)
  })
})

describe('an edit of an availability', () => {
  const LIMITS = 2n ** 256n

  it('opens on every amount the node may hold as text that reads back to it: nothing is a change', () => {
    // What the form's rules allow: at least 0.1 GB, at least an hour.
    const size = fc.bigInt({ min: GB / 10n + 1n, max: 2n ** 64n - 1n })
    const duration = fc.bigInt({ min: 3600n, max: 2n ** 64n - 1n })
    const limits = fc.record({
      enabled: fc.boolean(),
      until: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 4_000_000_000n })),
    })
    fc.assert(
      fc.property(size, duration, limits, (totalSize, seconds, { enabled, until }) => {
        const current = availability({ totalSize, duration: seconds, enabled, until })
        const form = formFromAvailability(current, '')
        const { input } = checkAvailabilityForm(form, LIMITS, true)
        expect(input).toBeDefined()
        expect(changedFields(input!, current)).toEqual({})
      }),
    )
  })

  it('gives only the fields that differ, reading a node that sends no enabled or until as on with no end', () => {
    const current = availability()
    const form = { ...formFromAvailability(current, ''), minPricePerBytePerSecond: '4' }
    const { input } = checkAvailabilityForm(form, LIMITS, true)
    expect(changedFields(input!, current)).toEqual({ minPricePerBytePerSecond: 4n })
    const off = checkAvailabilityForm({ ...form, enabled: false, until: '' }, LIMITS, true).input
    expect(changedFields(off!, current)).toEqual({ minPricePerBytePerSecond: 4n, enabled: false })
  })

  it('asks for an end no date field can hold to be corrected instead of dropping it', () => {
    const form = formFromAvailability(availability({ until: 10n ** 15n }), '')
    expect(form.until).toBe('1000000000000000')
    expect(checkAvailabilityForm(form, LIMITS, true).errors.until).toBe(UNTIL_NOT_A_DATE)
  })
})
