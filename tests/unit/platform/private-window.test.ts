import { afterEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { privateWindow } from '../../../src/platform/private-window.ts'
import { resetEnvironment, setEnvironment } from '../../../src/stores/page/environment.ts'
import { $privateWindow } from '../../../src/stores/page/private-window.ts'

function withDirectory(getDirectory: (() => Promise<unknown>) | undefined) {
  vi.stubGlobal('navigator', { storage: getDirectory ? { getDirectory } : {} })
  vi.stubGlobal('indexedDB', {})
}

describe('privateWindow: what the browser shows without guessing', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("is true where the origin private file system is refused as Firefox's private windows do", async () => {
    withDirectory(() =>
      Promise.reject(new DOMException('Security error when calling GetDirectory', 'SecurityError')),
    )
    expect(await privateWindow()).toBe(true)
  })

  it('says nothing where the file system answers, fails otherwise, or is missing', async () => {
    withDirectory(() => Promise.resolve({}))
    expect(await privateWindow()).toBeNull()
    withDirectory(() => Promise.reject(new DOMException('out of memory', 'UnknownError')))
    expect(await privateWindow()).toBeNull()
    withDirectory(undefined)
    expect(await privateWindow()).toBeNull()
  })
})

describe('$privateWindow', () => {
  afterEach(() => {
    cleanStores($privateWindow)
    resetEnvironment()
  })

  it('asks the environment once watched and holds its answer', async () => {
    const asked = vi.fn(() => Promise.resolve(true as const))
    setEnvironment({ privateWindow: asked })
    const unbind = $privateWindow.listen(() => {})
    await allTasks()
    await Promise.resolve()
    expect(asked).toHaveBeenCalledOnce()
    expect($privateWindow.get()).toBe(true)
    unbind()
  })

  it('stays silent where the browser does not tell', async () => {
    const asked = vi.fn(() => Promise.resolve(null))
    setEnvironment({ privateWindow: asked })
    const unbind = $privateWindow.listen(() => {})
    await Promise.resolve()
    expect(asked).toHaveBeenCalledOnce()
    expect($privateWindow.get()).toBeNull()
    unbind()
  })
})
