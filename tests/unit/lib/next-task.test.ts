import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from '../../../src/lib/next-task.ts'

/** Runs `steps` microtasks one after another; true once the last has run. */
function microtaskChain(steps: number): { done: () => boolean } {
  let left = steps
  const step = () => {
    if (--left > 0) queueMicrotask(step)
  }
  queueMicrotask(step)
  return { done: () => left === 0 }
}

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves in a later task: every microtask queued meanwhile runs first', async () => {
    const yielded = nextTask()
    const chain = microtaskChain(1000)
    await yielded
    expect(chain.done()).toBe(true)
  })

  it("leaves the browser's scheduler.yield alone (Firefox starves the page's other tasks)", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    const chain = microtaskChain(1000)
    await nextTask()
    expect(chain.done()).toBe(true)
    expect(yieldToMain).not.toHaveBeenCalled()
  })
})
