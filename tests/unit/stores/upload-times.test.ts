import { afterEach, describe, expect, it } from 'vitest'
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'

useTestStorageEngine()

const { recordUploadTime, uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

// Mounted, so values set in storage arrive as another tab's would.
uploadTimes.of($activeScope.get()).listen(() => {})

afterEach(() => {
  cleanTestStorage()
  uploadTimes.of($activeScope.get()).set({})
})

describe('upload times', () => {
  it('records seconds per cid and persists them', () => {
    recordUploadTime($activeScope.get(), 'zA', 1700000000.5)
    recordUploadTime($activeScope.get(), 'zB', 1700000001)
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({ zA: 1700000000.5, zB: 1700000001 })
    expect(
      JSON.parse(getTestStorage()['codex-upload-times@url:http://localhost:8080'] ?? '{}'),
    ).toEqual({
      zA: 1700000000.5,
      zB: 1700000001,
    })
  })

  it('keeps only finite, non-negative numbers from storage', () => {
    setTestStorageKey(
      'codex-upload-times@url:http://localhost:8080',
      JSON.stringify({ zA: 5, zB: 'x', zC: -1, zD: null, zE: 7 }),
    )
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({ zA: 5, zE: 7 })
  })

  it('falls back to nothing on corrupt values', () => {
    for (const raw of ['{', '[1,2]', '3', 'null']) {
      setTestStorageKey('codex-upload-times@url:http://localhost:8080', raw)
      expect(uploadTimes.of($activeScope.get()).get()).toEqual({})
    }
  })
})
