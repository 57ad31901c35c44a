import { DEFAULT_THRESHOLDS, type AlertThresholds } from '../../monitoring/thresholds.ts'
import { persistentValue } from './persistent-value.ts'

export type ThresholdName = keyof AlertThresholds

const NAMES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdName[]

/** The whole numbers each threshold takes. */
export const THRESHOLD_RANGES: Readonly<Record<ThresholdName, { min: number; max: number }>> = {
  quotaWarningPercent: { min: 1, max: 100 },
  quotaCriticalPercent: { min: 1, max: 100 },
  unreachableSeconds: { min: 10, max: 86_400 },
  networkMinutes: { min: 1, max: 1_440 },
  downloadStallMinutes: { min: 1, max: 1_440 },
  endingHours: { min: 1, max: 720 },
}

/** Whether thresholds are ones Settings would save: whole, in range, critical above warning. */
export function validThresholds(values: Readonly<Record<ThresholdName, number>>): boolean {
  return (
    NAMES.every((name) => {
      const value = values[name]
      const { min, max } = THRESHOLD_RANGES[name]
      return Number.isInteger(value) && value >= min && value <= max
    }) && values.quotaCriticalPercent > values.quotaWarningPercent
  )
}

function readThresholds(json: unknown): AlertThresholds | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const stored = json as Record<string, unknown>
  const values = Object.fromEntries(
    NAMES.map((name) => [name, stored[name]]),
  ) as unknown as AlertThresholds
  return validThresholds(values) ? values : undefined
}

export const $alertThresholds = persistentValue<AlertThresholds>(
  'codex-alert-thresholds',
  readThresholds,
  DEFAULT_THRESHOLDS,
)

/** Whether the user turned browser notifications on for warnings and critical alerts. */
export const $alertNotifications = persistentValue<boolean>(
  'codex-alert-notifications',
  (json) => (typeof json === 'boolean' ? json : undefined),
  false,
)
