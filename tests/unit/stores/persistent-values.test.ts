import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toRequestId } from '../../../src/api/request-id.ts'
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'
import { cleanStores, type WritableAtom } from 'nanostores'
import {
  setAvailabilityNickname,
  availabilityNicknames,
} from '../../../src/stores/node/availability-nicknames.ts'
import { $sentryDsn, setSentryDsn } from '../../../src/stores/page/sentry-dsn.ts'
import { $onboardingStep, reachOnboardingStep } from '../../../src/stores/page/onboarding.ts'
import { $displayName, $emoji, setEmoji } from '../../../src/stores/page/profile.ts'
import { linkPurchaseToCid, purchaseCids } from '../../../src/stores/node/purchase-cids.ts'
import { $echoUrl, setEchoUrl } from '../../../src/stores/page/services.ts'
import {
  DEFAULT_STORAGE_REQUEST_FORM,
  storageRequestFlow,
} from '../../../src/stores/node/storage-request-wizard.ts'
import { availabilityFlow } from '../../../src/stores/node/availability-wizard.ts'
import { DEFAULT_AVAILABILITY_FORM } from '../../../src/stores/node/availability-form.ts'
import { $themeChoice, setThemeChoice } from '../../../src/stores/page/theme.ts'
import { forgetStoredNodeValues } from '../../../src/stores/nodes/values.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

useTestStorageEngine()

/** Values of a node not in the list (the default address, in a browser with no nodes yet). */
const UNLISTED_NODE = 'url:http://localhost:8080'

interface Case {
  name: string
  key: string
  store: WritableAtom<unknown>
  initial: unknown
  valid: { stored: string; value: unknown }
  corrupt: string[]
}

const CASES: Case[] = [
  {
    name: 'display name',
    key: 'codex-display-name',
    store: $displayName,
    initial: '',
    valid: { stored: '"Ada"', value: 'Ada' },
    corrupt: ['Ada', '42', '{"name":"Ada"}', `"${'x'.repeat(101)}"`],
  },
  {
    name: 'emoji',
    key: 'codex-emoji',
    store: $emoji,
    initial: '🤖',
    valid: { stored: '"🦊"', value: '🦊' },
    corrupt: ['🦊', '""', 'null', '[1]'],
  },
  {
    name: 'onboarding step',
    key: 'codex-onboarding-step',
    store: $onboardingStep,
    initial: 0,
    valid: { stored: '2', value: 2 },
    corrupt: ['-1', '7', '1.5', '"2"', 'two'],
  },
  {
    name: 'availability nicknames',
    key: `codex-availability-nicknames@${UNLISTED_NODE}`,
    store: availabilityNicknames.of($activeScope.get()),
    initial: {},
    valid: { stored: '{"0xab":"home"}', value: { '0xab': 'home' } },
    corrupt: ['[]', '{"0xab":5}', '{"0xab":"much too long"}', '{'],
  },
  {
    name: 'purchases map',
    key: `codex-purchases@${UNLISTED_NODE}`,
    store: purchaseCids.of($activeScope.get()),
    initial: {},
    valid: { stored: '{"0xab12":"zDvZ"}', value: { '0xab12': 'zDvZ' } },
    corrupt: ['{"ab12":"zDvZ"}', '{"0xab":""}', '"x"', 'not json'],
  },
  {
    name: 'storage request step',
    key: `codex-storage-request-step@${UNLISTED_NODE}`,
    store: storageRequestFlow.of($activeScope.get()).$step,
    initial: 0,
    valid: { stored: '1', value: 1 },
    corrupt: ['3', '-1', 'x'],
  },
  {
    name: 'storage request form',
    key: `codex-storage-request-form@${UNLISTED_NODE}`,
    store: storageRequestFlow.of($activeScope.get()).$form,
    initial: DEFAULT_STORAGE_REQUEST_FORM,
    valid: {
      stored: JSON.stringify({ ...DEFAULT_STORAGE_REQUEST_FORM, cid: 'zDv', nodes: 'five' }),
      value: { ...DEFAULT_STORAGE_REQUEST_FORM, cid: 'zDv', nodes: 'five' },
    },
    corrupt: [
      '{}',
      JSON.stringify({ ...DEFAULT_STORAGE_REQUEST_FORM, nodes: 5 }),
      JSON.stringify({ ...DEFAULT_STORAGE_REQUEST_FORM, availabilityUnit: 'weeks' }),
      '[',
    ],
  },
  {
    name: 'availability step',
    key: `codex-availability-step@${UNLISTED_NODE}`,
    store: availabilityFlow.of($activeScope.get()).$step,
    initial: 0,
    valid: { stored: '2', value: 2 },
    corrupt: ['9', '"1"'],
  },
  {
    name: 'availability form',
    key: `codex-availability-form@${UNLISTED_NODE}`,
    store: availabilityFlow.of($activeScope.get()).$form,
    initial: DEFAULT_AVAILABILITY_FORM,
    valid: {
      stored: JSON.stringify({ ...DEFAULT_AVAILABILITY_FORM, nickname: 'home' }),
      value: { ...DEFAULT_AVAILABILITY_FORM, nickname: 'home' },
    },
    corrupt: [
      JSON.stringify({ ...DEFAULT_AVAILABILITY_FORM, totalSizeUnit: 'pb' }),
      // The form of earlier versions held JS numbers: read as the default, never as garbage.
      JSON.stringify({ ...DEFAULT_AVAILABILITY_FORM, totalSize: 0.5, totalCollateral: 536870912 }),
      'null',
    ],
  },
  {
    name: 'theme',
    key: 'codex-theme',
    store: $themeChoice,
    initial: 'system',
    valid: { stored: '"dark"', value: 'dark' },
    corrupt: ['"purple"', 'dark', '1'],
  },
  {
    name: 'echo service URL',
    key: 'codex-echo-url',
    store: $echoUrl,
    initial: 'https://geoip.codex.storage',
    valid: { stored: 'http://127.0.0.1:4000/echo', value: 'http://127.0.0.1:4000/echo' },
    corrupt: ['javascript:alert(1)', 'nope'],
  },
  {
    name: 'error-reporting DSN',
    key: 'codex-sentry-dsn',
    store: $sentryDsn,
    initial: '',
    valid: {
      stored: 'http://public@127.0.0.1:9/sentry/1',
      value: 'http://public@127.0.0.1:9/sentry/1',
    },
    corrupt: ['not a dsn', 'file:///etc/passwd'],
  },
]

/** Reads the store as a page opened now would: mounted on the current storage. */
function readFresh(store: WritableAtom<unknown>): unknown {
  cleanStores(store)
  forgetStoredNodeValues()
  const unbind = store.listen(() => {})
  const value = store.get()
  unbind()
  cleanStores(store)
  return value
}

describe.each(CASES)('$name', ({ key, store, initial, valid, corrupt }) => {
  beforeEach(() => {
    cleanTestStorage()
    forgetStoredNodeValues()
  })
  afterEach(() => cleanStores(store))

  it('starts from its default', () => {
    expect(readFresh(store)).toEqual(initial)
  })

  it(`reads what is stored under ${key}`, () => {
    setTestStorageKey(key, valid.stored)
    expect(readFresh(store)).toEqual(valid.value)
  })

  it('writes under its key and reads it back', () => {
    store.set(valid.value)
    expect(getTestStorage()[key]).toBeDefined()
    expect(readFresh(store)).toEqual(valid.value)
  })

  it.each(corrupt)('falls back to the default for the corrupt value %s', (value) => {
    setTestStorageKey(key, value)
    expect(readFresh(store)).toEqual(initial)
  })

  it('follows a change made in another tab', () => {
    const unbind = store.listen(() => {})
    setTestStorageKey(key, valid.stored)
    expect(store.get()).toEqual(valid.value)
    setTestStorageKey(key, undefined)
    expect(store.get()).toEqual(initial)
    unbind()
  })
})

describe('store actions', () => {
  beforeEach(() => {
    cleanTestStorage()
    forgetStoredNodeValues()
  })

  it('never moves the onboarding step backwards', () => {
    reachOnboardingStep(2)
    reachOnboardingStep(1)
    expect($onboardingStep.get()).toBe(2)
    reachOnboardingStep(99)
    expect($onboardingStep.get()).toBe(3)
  })

  it('keeps the robot for an empty emoji', () => {
    $emoji.set('🤖')
    setEmoji('   ')
    expect($emoji.get()).toBe('🤖')
    setEmoji('🐙')
    expect($emoji.get()).toBe('🐙')
  })

  it('stores nicknames of at most 9 characters and drops empty ones', () => {
    setAvailabilityNickname($activeScope.get(), '0x1', 'my big nickname')
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({ '0x1': 'my big ni' })
    setAvailabilityNickname($activeScope.get(), '0x1', '🤖🤖🤖🤖🤖🐙🐙🐙🐙🐙')
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({
      '0x1': '🤖🤖🤖🤖🤖🐙🐙🐙🐙',
    })
    setAvailabilityNickname($activeScope.get(), '0x1', '  ')
    expect(availabilityNicknames.of($activeScope.get()).get()).toEqual({})
  })

  it('links a request id to its cid', () => {
    linkPurchaseToCid($activeScope.get(), toRequestId('ab12'), 'zDvZ1')
    linkPurchaseToCid($activeScope.get(), toRequestId('0xCD34'), 'zDvZ2')
    expect(purchaseCids.of($activeScope.get()).get()).toEqual({
      '0xab12': 'zDvZ1',
      '0xcd34': 'zDvZ2',
    })
  })

  it('resets a wizard to step 0 and the default form', () => {
    storageRequestFlow.of($activeScope.get()).$step.set(2)
    storageRequestFlow
      .of($activeScope.get())
      .$form.set({ ...DEFAULT_STORAGE_REQUEST_FORM, cid: 'zDv' })
    storageRequestFlow.of($activeScope.get()).reset()
    expect(storageRequestFlow.of($activeScope.get()).$step.get()).toBe(0)
    expect(storageRequestFlow.of($activeScope.get()).$form.get()).toEqual(
      DEFAULT_STORAGE_REQUEST_FORM,
    )
  })

  it('refuses invalid theme, service URL and DSN values', () => {
    expect(setThemeChoice('purple')).toBe(false)
    expect(setThemeChoice('light')).toBe(true)
    expect($themeChoice.get()).toBe('light')
    expect(setEchoUrl('ftp://x')).toBe(false)
    expect(setSentryDsn('no')).toBe(false)
    expect(setSentryDsn('')).toBe(true)
    expect($sentryDsn.get()).toBe('')
  })
})
