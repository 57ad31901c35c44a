import { describe, expect, it } from 'vitest'
import { validateInput } from '../../../src/api/validation.ts'
import { INPUT_INVALID } from '../../../src/api/validation-messages.ts'
import {
  AvailabilityInput,
  AvailabilityUpdateInput,
  StorageRequestInput,
} from '../../../src/api/schemas/inputs.ts'
import { LogLevel } from '../../../src/api/schemas/node.ts'

const availability = {
  totalSize: 1000n,
  duration: 3600n,
  minPricePerBytePerSecond: 1n,
  totalCollateral: 1000n,
}

const storageRequest = {
  cid: 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
  duration: 86400n,
  pricePerBytePerSecond: 1n,
  proofProbability: 1n,
  expiry: 300n,
  collateralPerByte: 1n,
}

function issuesOf(result: ReturnType<typeof validateInput>) {
  if (!result.error) throw new Error('expected a validation failure')
  expect(result.data.message).toBe(INPUT_INVALID)
  expect(result.data.code).toBeNull()
  return result.data.issues
}

describe('validateInput', () => {
  it("uses the node SDK's text, without a trailing period", () => {
    expect(INPUT_INVALID).toBe('Cannot validate the input')
  })

  it('passes a valid availability through unchanged', () => {
    expect(validateInput(AvailabilityInput(), availability)).toEqual({
      error: false,
      data: availability,
    })
  })

  it('reports a missing field with its path, as the SDK does', () => {
    const rest: Partial<typeof availability> = { ...availability }
    delete rest.totalSize
    expect(issuesOf(validateInput(AvailabilityInput(), rest))).toEqual([
      {
        path: 'totalSize',
        expected: 'bigint',
        received: 'undefined',
        message: 'Invalid type: Expected bigint but received undefined',
      },
    ])
  })

  it('reports a value below the minimum', () => {
    expect(issuesOf(validateInput(AvailabilityInput(), { ...availability, duration: 0n }))).toEqual(
      [
        {
          path: 'duration',
          expected: '>=1',
          received: '0',
          message: 'Invalid value: Expected >=1 but received 0',
        },
      ],
    )
  })

  it('quotes a string or a JS number where an exact integer belongs', () => {
    const issues = issuesOf(
      validateInput(AvailabilityInput(), { ...availability, totalSize: 'abc' }),
    )
    expect(issues?.[0]?.message).toBe('Invalid type: Expected bigint but received "abc"')
    const lossy = issuesOf(
      validateInput(AvailabilityInput(), { ...availability, totalSize: 2 ** 60 }),
    )
    expect(lossy?.[0]?.path).toBe('totalSize')
  })

  it('rejects NaN and infinite numbers', () => {
    expect(
      validateInput(AvailabilityInput(), { ...availability, totalSize: Number.NaN }).error,
    ).toBe(true)
    expect(
      validateInput(AvailabilityInput(), { ...availability, totalCollateral: Infinity }).error,
    ).toBe(true)
  })

  it('rejects unknown fields, one issue per field', () => {
    const issues = issuesOf(validateInput(AvailabilityInput(), { ...availability, foo: 1, bar: 2 }))
    expect(issues).toEqual([
      {
        path: 'foo',
        expected: 'never',
        received: '"foo"',
        message: 'Invalid type: Expected never but received "foo"',
      },
      {
        path: 'bar',
        expected: 'never',
        received: '"bar"',
        message: 'Invalid type: Expected never but received "bar"',
      },
    ])
  })

  it('reports an input that is not an object', () => {
    expect(issuesOf(validateInput(AvailabilityInput(), null))).toEqual([
      {
        path: undefined,
        expected: 'Object',
        received: 'null',
        message: 'Invalid type: Expected Object but received null',
      },
    ])
  })

  it('needs an id string to update an availability', () => {
    const issues = issuesOf(validateInput(AvailabilityUpdateInput(), { ...availability, id: 5 }))
    expect(issues?.[0]).toMatchObject({ path: 'id', expected: 'string', received: '5' })
    expect(validateInput(AvailabilityUpdateInput(), { ...availability, id: '0xab' }).error).toBe(
      false,
    )
  })

  it('defaults a storage request to 1 node and tolerance 0', () => {
    expect(validateInput(StorageRequestInput(), storageRequest)).toEqual({
      error: false,
      data: { ...storageRequest, nodes: 1, tolerance: 0 },
    })
    const explicit = { ...storageRequest, nodes: 4, tolerance: 2 }
    expect(validateInput(StorageRequestInput(), explicit)).toEqual({ error: false, data: explicit })
  })

  it('checks every storage request rule', () => {
    const issues = issuesOf(
      validateInput(StorageRequestInput(), {
        ...storageRequest,
        cid: 7,
        duration: 0n,
        expiry: 0n,
        nodes: '3',
        extra: true,
      }),
    )
    expect(issues?.map((issue) => [issue.path, issue.expected, issue.received])).toEqual([
      ['cid', 'string', '7'],
      ['duration', '>=1', '0'],
      ['nodes', 'number', '"3"'],
      ['expiry', '>=1', '0'],
      ['extra', 'never', '"extra"'],
    ])
  })

  it('accepts only the seven log levels, with an undefined path', () => {
    expect(validateInput(LogLevel(), 'DEBUG')).toEqual({ error: false, data: 'DEBUG' })
    expect(issuesOf(validateInput(LogLevel(), 'TEST'))).toEqual([
      {
        path: undefined,
        expected: '"TRACE" | "DEBUG" | "INFO" | "NOTICE" | "WARN" | "ERROR" | "FATAL"',
        received: '"TEST"',
        message:
          'Invalid type: Expected "TRACE" | "DEBUG" | "INFO" | "NOTICE" | "WARN" | "ERROR" | "FATAL" but received "TEST"',
      },
    ])
    expect(validateInput(LogLevel(), 'debug').error).toBe(true)
  })

  it('names objects and arrays by their kind', () => {
    const issues = issuesOf(validateInput(AvailabilityInput(), { ...availability, totalSize: [] }))
    expect(issues?.[0]?.received).toBe('Array')
  })
})
