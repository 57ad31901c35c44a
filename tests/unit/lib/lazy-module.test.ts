import { describe, expect, it } from 'vitest'
import { lazyModule } from '../../../src/lib/lazy-module.ts'

describe('lazyModule', () => {
  it('loads nothing until the first load, then once for every caller', async () => {
    let loads = 0
    const module = lazyModule(async () => {
      loads += 1
      return { answer: 42 }
    })
    expect(loads).toBe(0)
    expect(module.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect(first).toBe(second)
    expect(module.loaded()).toBe(first)
    expect(loads).toBe(1)
  })

  it('forgets a failed load, so the next load tries again', async () => {
    let loads = 0
    const module = lazyModule(async () => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { answer: 42 }
    })
    await expect(module.load()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(module.loaded()).toBeUndefined()
    expect(await module.load()).toEqual({ answer: 42 })
    expect(loads).toBe(2)
  })

  it('hands the module over in the task after its evaluation, so the two never add up', async () => {
    const module = lazyModule(async () => ({ answer: 42 }))
    let microtasks = 0
    const loaded = module.load()
    const count = () => {
      if (++microtasks < 1000) queueMicrotask(count)
    }
    queueMicrotask(count)
    await loaded
    expect(microtasks).toBe(1000)
  })
})
