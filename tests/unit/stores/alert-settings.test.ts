import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $alertNotifications, $alertThresholds } from '../../../src/stores/page/alert-settings.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'
import {
  NOTIFICATIONS_DENIED,
  saveThresholds,
  sendTestAlert,
  setAlertNotifications,
  TEST_ALERT_TITLE,
} from '../../../src/stores/page/alert-settings-form.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import {
  useTestEnvironment,
  type TestEnvironment,
} from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'

useTestStorageEngine()

const typed = (changes: Partial<Record<keyof typeof DEFAULT_THRESHOLDS, string>> = {}) => ({
  ...(Object.fromEntries(
    Object.entries(DEFAULT_THRESHOLDS).map(([name, value]) => [name, String(value)]),
  ) as Record<keyof typeof DEFAULT_THRESHOLDS, string>),
  ...changes,
})

describe('alert settings', () => {
  let test: TestEnvironment
  beforeEach(() => {
    cleanTestStorage()
    $alertThresholds.set(DEFAULT_THRESHOLDS)
    $alertNotifications.set(false)
    test = useTestEnvironment(createFakeNode().client)
  })
  afterEach(() => resetEnvironment())

  it('starts from the issue’s defaults: 90 % and 95 %, a minute, five minutes, two minutes, 24 h', () => {
    expect($alertThresholds.get()).toEqual({
      quotaWarningPercent: 90,
      quotaCriticalPercent: 95,
      unreachableSeconds: 60,
      networkMinutes: 5,
      downloadStallMinutes: 2,
      endingHours: 24,
    })
  })

  it('saves valid thresholds', () => {
    expect(saveThresholds(typed({ quotaWarningPercent: '80', endingHours: '48' })).ok).toBe(true)
    expect($alertThresholds.get()).toMatchObject({ quotaWarningPercent: 80, endingHours: 48 })
  })

  it('refuses invalid thresholds in the spec’s words, and saves none of them', () => {
    const checked = saveThresholds(
      typed({
        quotaWarningPercent: 'abc',
        unreachableSeconds: '1.5',
        networkMinutes: '0',
        endingHours: '',
      }),
    )
    expect(checked).toEqual({
      ok: false,
      errors: {
        quotaWarningPercent: 'The value is not a number',
        unreachableSeconds: 'The value has to be a whole number.',
        networkMinutes: 'The value has to be between 1 and 1440.',
        endingHours: 'The value is not a number',
      },
    })
    expect(saveThresholds(typed({ quotaCriticalPercent: '85' }))).toEqual({
      ok: false,
      errors: { quotaCriticalPercent: 'The critical level has to be above the warning level.' },
    })
    expect($alertThresholds.get()).toEqual(DEFAULT_THRESHOLDS)
  })

  it('reads stored garbage as the defaults', () => {
    for (const garbage of ['{', '"x"', '{"quotaWarningPercent":99,"quotaCriticalPercent":10}']) {
      setTestStorageKey('codex-alert-thresholds', garbage)
      expect($alertThresholds.get()).toEqual(DEFAULT_THRESHOLDS)
    }
  })

  it('turns notifications on when the browser allows them, and says plainly when it refuses', async () => {
    test.notifications.onRequest = 'denied'
    expect(await setAlertNotifications(true)).toBe(NOTIFICATIONS_DENIED)
    expect($alertNotifications.get()).toBe(false)
    expect(await sendTestAlert()).toEqual({ ok: false, message: NOTIFICATIONS_DENIED })
    expect(test.notifications.shown).toEqual([])

    test.notifications.permission = 'default'
    test.notifications.onRequest = 'granted'
    expect(await setAlertNotifications(true)).toBeNull()
    expect($alertNotifications.get()).toBe(true)
    expect((await sendTestAlert()).ok).toBe(true)
    expect(test.notifications.shown.map((shown) => shown.title)).toEqual([TEST_ALERT_TITLE])
  })
})
