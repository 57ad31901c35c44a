import { persistentValue } from './persistent-value.ts'

/** When the alert rules open an alert: the levels and delays the user can change in Settings. */
export interface AlertThresholds {
  /** Quota used, in percent, from which the disk is a warning, then critical. */
  quotaWarningPercent: number
  quotaCriticalPercent: number
  /** Seconds without an answer before an unreachable node is an alert. */
  unreachableSeconds: number
  /** Minutes before no internet reachability, no peers, or an unready peer record is an alert. */
  networkMinutes: number
  /** Minutes without progress before a network download is an alert. */
  downloadStallMinutes: number
  /** Hours ahead at which an ending purchase or hosted slot is an alert. */
  endingHours: number
}

export const DEFAULT_THRESHOLDS: AlertThresholds = {
  quotaWarningPercent: 90,
  quotaCriticalPercent: 95,
  unreachableSeconds: 60,
  networkMinutes: 5,
  downloadStallMinutes: 2,
  endingHours: 24,
}

export type ThresholdName = keyof AlertThresholds

/** Each threshold's label and the whole numbers it takes. */
export const THRESHOLD_FIELDS: Readonly<
  Record<ThresholdName, { label: string; min: number; max: number }>
> = {
  quotaWarningPercent: { label: 'Disk warning at (% used)', min: 1, max: 100 },
  quotaCriticalPercent: { label: 'Disk critical at (% used)', min: 1, max: 100 },
  unreachableSeconds: { label: 'Node unreachable after (seconds)', min: 10, max: 86_400 },
  networkMinutes: { label: 'Network problems after (minutes)', min: 1, max: 1_440 },
  downloadStallMinutes: { label: 'Stalled network download after (minutes)', min: 1, max: 1_440 },
  endingHours: { label: 'Ending soon within (hours)', min: 1, max: 720 },
}

const NAMES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdName[]

/** Why a typed threshold is refused, in the spec's words; null when it is fine. */
export function thresholdError(name: ThresholdName, text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return 'The value is not a number'
  const value = Number(trimmed)
  const { min, max } = THRESHOLD_FIELDS[name]
  if (!Number.isInteger(value)) return 'The value has to be a whole number.'
  if (value < min || value > max) return `The value has to be between ${min} and ${max}.`
  return null
}

/** The typed thresholds checked together: the values to save, or each field's error. */
export function checkThresholds(
  typed: Readonly<Record<ThresholdName, string>>,
):
  | { ok: true; thresholds: AlertThresholds }
  | { ok: false; errors: Partial<Record<ThresholdName, string>> } {
  const errors: Partial<Record<ThresholdName, string>> = {}
  for (const name of NAMES) {
    const error = thresholdError(name, typed[name])
    if (error) errors[name] = error
  }
  const thresholds = Object.fromEntries(
    NAMES.map((name) => [name, Number(typed[name].trim())]),
  ) as unknown as AlertThresholds
  if (
    !errors.quotaWarningPercent &&
    !errors.quotaCriticalPercent &&
    thresholds.quotaCriticalPercent <= thresholds.quotaWarningPercent
  )
    errors.quotaCriticalPercent = 'The critical level has to be above the warning level.'
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, thresholds }
}

function readThresholds(json: unknown): AlertThresholds | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const stored = json as Record<string, unknown>
  const typed = Object.fromEntries(
    NAMES.map((name) => [name, typeof stored[name] === 'number' ? String(stored[name]) : '']),
  ) as Record<ThresholdName, string>
  const checked = checkThresholds(typed)
  return checked.ok ? checked.thresholds : undefined
}

export const $alertThresholds = persistentValue<AlertThresholds>(
  'codex-alert-thresholds',
  readThresholds,
  DEFAULT_THRESHOLDS,
)

/** Saves typed thresholds when every one is valid; else saves nothing and answers the errors. */
export function saveThresholds(typed: Readonly<Record<ThresholdName, string>>) {
  const checked = checkThresholds(typed)
  if (checked.ok) $alertThresholds.set(checked.thresholds)
  return checked
}

/** Whether the user turned browser notifications on for warnings and critical alerts. */
export const $alertNotifications = persistentValue<boolean>(
  'codex-alert-notifications',
  (json) => (typeof json === 'boolean' ? json : undefined),
  false,
)
