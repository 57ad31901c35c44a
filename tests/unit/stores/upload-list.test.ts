// What an uploader loads before any file is dropped, and how it starts the upload actions.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload-messages.ts'

afterEach(() => {
  vi.doUnmock('../../../src/stores/node/uploads.ts')
  vi.resetModules()
})

describe('the upload list', () => {
  it('hands the files to the upload actions once they have loaded', async () => {
    const startUploads = vi.fn(() => 'the warning')
    vi.doMock('../../../src/stores/node/uploads.ts', () => ({ startUploads }))
    const { startUploadsWhenLoaded } = await import('../../../src/stores/node/upload-list.ts')
    const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
    const files = [new File(['x'], 'a.txt')]
    await expect(startUploadsWhenLoaded($activeScope.get(), files, { single: true })).resolves.toBe(
      'the warning',
    )
    expect(startUploads).toHaveBeenCalledExactlyOnceWith($activeScope.get(), files, {
      single: true,
    })
  })

  it('sends nothing and says the upload went wrong when the cards cannot be loaded', async () => {
    const startUploads = vi.fn(() => null)
    vi.doMock('../../../src/stores/node/uploads.ts', () => ({ startUploads }))
    const { startUploadsWhenLoaded } = await import('../../../src/stores/node/upload-list.ts')
    const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
    const cards = () => Promise.reject(new Error('Failed to fetch dynamically imported module'))
    await expect(
      startUploadsWhenLoaded($activeScope.get(), [new File(['x'], 'a.txt')], {}, cards),
    ).resolves.toBe(UPLOAD_NETWORK_ERROR)
    expect(startUploads).not.toHaveBeenCalled()
  })

  it('says the upload went wrong when its code cannot be loaded', async () => {
    vi.doMock('../../../src/stores/node/uploads.ts', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { startUploadsWhenLoaded } = await import('../../../src/stores/node/upload-list.ts')
    const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
    await expect(
      startUploadsWhenLoaded($activeScope.get(), [new File(['x'], 'a.txt')], {}),
    ).resolves.toBe(UPLOAD_NETWORK_ERROR)
  })
})
