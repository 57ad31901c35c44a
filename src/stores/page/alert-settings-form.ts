import { getEnvironment, type NotificationAccess } from './environment.ts'
import {
  $alertNotifications,
  $alertThresholds,
  THRESHOLD_RANGES,
  type ThresholdName,
} from './alert-settings.ts'
import { DEFAULT_THRESHOLDS, type AlertThresholds } from '../../monitoring/thresholds.ts'

// What Settings does with the alerts: the thresholds typed and checked, and notifications.

const NAMES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdName[]

/** Each threshold's label. */
export const THRESHOLD_LABELS: Readonly<Record<ThresholdName, string>> = {
  quotaWarningPercent: 'Disk warning at (% used)',
  quotaCriticalPercent: 'Disk critical at (% used)',
  unreachableSeconds: 'Node unreachable after (seconds)',
  networkMinutes: 'Network problems after (minutes)',
  downloadStallMinutes: 'Stalled network download after (minutes)',
  endingHours: 'Ending soon within (hours)',
}

/** Why a typed threshold is refused, in the spec's words; null when it is fine. */
export function thresholdError(name: ThresholdName, text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return 'The value is not a number'
  const value = Number(trimmed)
  const { min, max } = THRESHOLD_RANGES[name]
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

/** Saves typed thresholds when every one is valid; else saves nothing and answers the errors. */
export function saveThresholds(typed: Readonly<Record<ThresholdName, string>>) {
  const checked = checkThresholds(typed)
  if (checked.ok) $alertThresholds.set(checked.thresholds)
  return checked
}

/** Puts the thresholds back to the defaults; answers them. */
export function restoreDefaultThresholds(): AlertThresholds {
  $alertThresholds.set(DEFAULT_THRESHOLDS)
  return DEFAULT_THRESHOLDS
}

export const NOTIFICATIONS_DENIED =
  'Your browser blocks notifications from this page. Allow them in the site settings next to the address bar, then turn notifications on again.'
export const NOTIFICATIONS_UNSUPPORTED = 'This browser cannot show notifications.'
export const TEST_ALERT_TITLE = 'Test alert from Codex Vault'
export const TEST_ALERT_SHOWN = 'A test alert was sent.'

function refusal(access: NotificationAccess): string {
  return access === 'unsupported' ? NOTIFICATIONS_UNSUPPORTED : NOTIFICATIONS_DENIED
}

/** Why notifications cannot show now, said plainly; null when they can (or are off). */
export function notificationProblem(): string | null {
  const access = getEnvironment().notificationPermission()
  return access === 'denied' || access === 'unsupported' ? refusal(access) : null
}

/** Turns notifications on (asking the browser, on the user's click) or off; answers why not. */
export async function setAlertNotifications(on: boolean): Promise<string | null> {
  if (!on) {
    $alertNotifications.set(false)
    return null
  }
  const access = await getEnvironment().requestNotificationPermission()
  $alertNotifications.set(access === 'granted')
  return access === 'granted' ? null : refusal(access)
}

/** Shows a test notification now, whatever the page's focus; answers what happened. */
export async function sendTestAlert(): Promise<{ ok: boolean; message: string }> {
  const environment = getEnvironment()
  let access = environment.notificationPermission()
  if (access === 'default') access = await environment.requestNotificationPermission()
  if (access !== 'granted') return { ok: false, message: refusal(access) }
  const shown = environment.showNotification(
    TEST_ALERT_TITLE,
    'Notifications work: warnings and critical alerts show like this while the vault is in the background.',
  )
  return shown
    ? { ok: true, message: TEST_ALERT_SHOWN }
    : { ok: false, message: 'The browser did not show the notification.' }
}
