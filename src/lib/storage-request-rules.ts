import { parseDecimalScaled, parseUnsignedInteger } from './exact.ts'
import { DAY, SECONDS_PER_UNIT_BIG } from './durations.ts'

/** Spec section 5, word for word ("Codex" is the product). */
export const NOT_A_NUMBER = 'The value is not a number'
export const CONSTRAINT_FAILED = 'The data does not match Codex constraint'
export const TOLERANCE_ABOVE_NODES = 'The tolerance cannot be greater than the nodes.'
export const MORE_THAN_ZERO = 'The value has to be more than 0.'
export const ABOVE_SEVEN_DAYS = 'The maximum value is on the current Testnet is 7 days'

export const MAX_CONTRACT_SECONDS = 7n * BigInt(DAY)

export type ContractUnit = 'hours' | 'days'

/** The storage request form as typed: every number is the user's text, read exactly. */
export interface StorageRequestFields {
  cid: string
  /** The contract duration, decimals allowed (`4.0` days). */
  availability: string
  availabilityUnit: ContractUnit
  nodes: string
  tolerance: string
  proofProbability: string
  /** Price per byte per second, in tokens. */
  reward: string
  /** Collateral per byte, in tokens. */
  collateral: string
  /** Minutes; sent as seconds. */
  expiration: string
}

export type NumberField = Exclude<keyof StorageRequestFields, 'cid' | 'availabilityUnit'>

/** What the form asks of the node, exact. */
export interface StorageRequestValues {
  cid: string
  durationSeconds: bigint
  nodes: bigint
  tolerance: bigint
  proofProbability: bigint
  pricePerBytePerSecond: bigint
  collateralPerByte: bigint
  expirySeconds: bigint
}

export interface StorageRequestCheck {
  /** The message each invalid field shows. */
  errors: Partial<Record<NumberField, string>>
  /** Every field reads as a number (the values may still break a rule). */
  values: StorageRequestValues | undefined
}

const INTEGER_FIELDS = [
  'nodes',
  'tolerance',
  'proofProbability',
  'reward',
  'collateral',
  'expiration',
] as const

/** Every number field of the form, in the order it shows them. */
export const NUMBER_FIELDS: readonly NumberField[] = ['availability', ...INTEGER_FIELDS]

/** Every rule of spec section 5 for the storage request form, in exact integers. */
export function checkStorageRequest(form: StorageRequestFields): StorageRequestCheck {
  const errors: StorageRequestCheck['errors'] = {}
  const numbers: Partial<Record<(typeof INTEGER_FIELDS)[number], bigint>> = {}
  for (const field of INTEGER_FIELDS) {
    const value = parseUnsignedInteger(form[field])
    if (value === undefined) errors[field] = NOT_A_NUMBER
    else numbers[field] = value
  }

  const duration = parseDecimalScaled(
    form.availability,
    SECONDS_PER_UNIT_BIG[form.availabilityUnit],
  )
  if (duration === undefined) errors.availability = NOT_A_NUMBER
  else if (duration <= 0n) errors.availability = MORE_THAN_ZERO
  else if (duration > MAX_CONTRACT_SECONDS) errors.availability = ABOVE_SEVEN_DAYS

  const { nodes, tolerance } = numbers
  if (nodes !== undefined && tolerance !== undefined) {
    const spare = nodes - tolerance
    if (tolerance > nodes) {
      errors.tolerance = TOLERANCE_ABOVE_NODES
      errors.nodes = CONSTRAINT_FAILED
    } else if (spare <= 1n || spare < tolerance) {
      errors.nodes = CONSTRAINT_FAILED
      errors.tolerance = CONSTRAINT_FAILED
    }
  }
  if (numbers.expiration === 0n) errors.expiration = MORE_THAN_ZERO

  const { proofProbability, reward, collateral, expiration } = numbers
  return {
    errors,
    values:
      duration !== undefined &&
      nodes !== undefined &&
      tolerance !== undefined &&
      proofProbability !== undefined &&
      reward !== undefined &&
      collateral !== undefined &&
      expiration !== undefined
        ? {
            cid: form.cid.trim(),
            durationSeconds: duration,
            nodes,
            tolerance,
            proofProbability,
            pricePerBytePerSecond: reward,
            collateralPerByte: collateral,
            expirySeconds: expiration * 60n,
          }
        : undefined,
  }
}

/** Next on the criteria step: every field valid (the constraint, 0 < duration <= 7 days, numbers). */
export function criteriaAccepted(check: StorageRequestCheck): boolean {
  return check.values !== undefined && Object.keys(check.errors).length === 0
}
