import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchingPreset } from '../../../src/lib/durability-presets.ts'
import { estimateStorageRequest, slotSizeFor } from '../../../src/lib/storage-estimate.ts'
import {
  ABOVE_SEVEN_DAYS,
  checkStorageRequest,
  CONSTRAINT_FAILED,
  criteriaAccepted,
  MORE_THAN_ZERO,
  NOT_A_NUMBER,
  TOLERANCE_ABOVE_NODES,
  type StorageRequestFields,
} from '../../../src/lib/storage-request-rules.ts'
import { erasureLayout } from '../../../sim/marketplace/storage-request.ts'
import { DEFAULT_STORAGE_REQUEST_FORM } from '../../../src/stores/node/storage-request-wizard.ts'

const FORM: StorageRequestFields = {
  ...DEFAULT_STORAGE_REQUEST_FORM,
  cid: 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
}
const check = (change: Partial<StorageRequestFields>) => checkStorageRequest({ ...FORM, ...change })

describe('the storage request form rules (spec section 5)', () => {
  it('accepts the defaults and reads them exactly, expiration in seconds', () => {
    const result = check({})
    expect(result.errors).toEqual({})
    expect(criteriaAccepted(result)).toBe(true)
    expect(result.values).toEqual({
      cid: FORM.cid,
      durationSeconds: 86400n,
      nodes: 3n,
      tolerance: 1n,
      proofProbability: 1n,
      pricePerBytePerSecond: 1n,
      collateralPerByte: 1n,
      expirySeconds: 300n,
    })
  })

  it('says a field that is not a plain number is not a number', () => {
    for (const bad of ['', 'abc', '-1', '1e3', '1.5', '٣', '0x10', '+2']) {
      const result = check({ reward: bad })
      expect(result.errors.reward, bad).toBe(NOT_A_NUMBER)
      expect(criteriaAccepted(result), bad).toBe(false)
    }
    expect(check({ availability: '1e1' }).errors.availability).toBe(NOT_A_NUMBER)
    expect(check({ availability: '-1' }).errors.availability).toBe(NOT_A_NUMBER)
  })

  it('keeps amounts far past 2^53 exact', () => {
    const huge = (2n ** 256n - 1n).toString()
    const result = check({ reward: huge, collateral: (2n ** 64n).toString() })
    expect(result.errors).toEqual({})
    expect(result.values?.pricePerBytePerSecond).toBe(2n ** 256n - 1n)
    expect(result.values?.collateralPerByte).toBe(2n ** 64n)
  })

  it('refuses a tolerance above the nodes, and any spare of one or less or below the tolerance', () => {
    expect(check({ nodes: '2', tolerance: '3' }).errors).toMatchObject({
      tolerance: TOLERANCE_ABOVE_NODES,
      nodes: CONSTRAINT_FAILED,
    })
    for (const [nodes, tolerance] of [
      ['2', '1'],
      ['3', '2'],
      ['4', '3'],
      ['1', '0'],
      ['5', '3'],
    ] as const) {
      const result = check({ nodes, tolerance })
      expect(result.errors.nodes, `${nodes}/${tolerance}`).toBe(CONSTRAINT_FAILED)
      expect(criteriaAccepted(result)).toBe(false)
    }
    for (const [nodes, tolerance] of [
      ['3', '1'],
      ['4', '2'],
      ['5', '2'],
      ['3', '0'],
    ] as const) {
      expect(check({ nodes, tolerance }).errors, `${nodes}/${tolerance}`).toEqual({})
    }
  })

  it('takes a duration above 0 and up to 7 days, decimals included, in days or hours', () => {
    expect(check({ availability: '0' }).errors.availability).toBe(MORE_THAN_ZERO)
    expect(check({ availability: '0.000001' }).errors.availability).toBe(MORE_THAN_ZERO)
    expect(check({ availability: '7.5' }).errors.availability).toBe(ABOVE_SEVEN_DAYS)
    expect(check({ availability: '10' }).errors.availability).toBe(ABOVE_SEVEN_DAYS)
    expect(check({ availability: '7' }).values?.durationSeconds).toBe(604800n)
    expect(check({ availability: '4.0' }).values?.durationSeconds).toBe(345600n)
    expect(check({ availability: '1.5', availabilityUnit: 'hours' }).values?.durationSeconds).toBe(
      5400n,
    )
    expect(check({ availability: '169', availabilityUnit: 'hours' }).errors.availability).toBe(
      ABOVE_SEVEN_DAYS,
    )
  })

  it('refuses an expiration of 0 minutes', () => {
    expect(check({ expiration: '0' }).errors.expiration).toBe(MORE_THAN_ZERO)
  })
})

describe('durability presets', () => {
  it('name the preset the three fields match, else Custom (the defaults 3/1/1 are Custom)', () => {
    const pick = (nodes: string, tolerance: string, proofProbability: string) =>
      matchingPreset({ nodes, tolerance, proofProbability })
    expect(pick('3', '1', '1')).toBe('custom')
    expect(pick('3', '1', '2')).toBe('low')
    expect(pick('4', '2', '3')).toBe('medium')
    expect(pick('5', '2', '4')).toBe('high')
    expect(pick('5', '2', '5')).toBe('custom')
  })
})

describe('what a storage request means', () => {
  it('lays slots out as the node does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 34 }),
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 1, max: 9 }),
        (size, nodes, tolerance) => {
          fc.pre(nodes - tolerance > 1 && nodes - tolerance >= tolerance)
          const node = erasureLayout(Math.ceil(size / 65536), {
            nodes,
            tolerance,
            duration: 1,
            pricePerBytePerSecond: 1n,
            proofProbability: 1n,
            collateralPerByte: 1n,
            expiry: 1,
          })
          expect(slotSizeFor(BigInt(size), BigInt(nodes), BigInt(tolerance))).toBe(
            BigInt(node.slotSize),
          )
        },
      ),
    )
  })

  it('prices price x slot size x slots x duration, and collateral per host, exactly', () => {
    const values = check({ reward: (2n ** 200n).toString(), collateral: '3' }).values!
    const estimate = estimateStorageRequest(values, 300n * 1024n)!
    expect(estimate.slotSize).toBe(262144n)
    expect(estimate.slots).toBe(3n)
    expect(estimate.totalPrice).toBe(2n ** 200n * 262144n * 3n * 86400n)
    expect(estimate.collateralPerHost).toBe(3n * 262144n)
    expect(estimate.tolerance).toBe(1n)
  })
})
