import { describe, expect, it } from 'vitest'
import { renderInTurn } from '../../../src/elements/first-render-queue.ts'

describe('first renders, one per task', () => {
  it('runs each queued render in a task of its own, in order', async () => {
    const seen: string[] = []
    const done = new Promise<void>((resolve) => {
      for (const name of ['app', 'uploader', 'files']) {
        renderInTurn(() => {
          seen.push(name)
          // A microtask queued by one render runs before the next render: a task boundary.
          queueMicrotask(() => seen.push(`after ${name}`))
          if (name === 'files') queueMicrotask(resolve)
        })
      }
    })
    expect(seen).toEqual([])
    await done
    expect(seen).toEqual(['app', 'after app', 'uploader', 'after uploader', 'files', 'after files'])
  })

  it('keeps going after a render that throws', async () => {
    const seen: string[] = []
    const done = new Promise<void>((resolve) => {
      renderInTurn(() => {
        throw new Error('broken element')
      })
      renderInTurn(() => {
        seen.push('next')
        resolve()
      })
    })
    const onError = (error: unknown) => seen.push(`uncaught ${(error as Error).message}`)
    process.on('uncaughtException', onError)
    try {
      await done
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(seen).toContain('next')
  })
})
