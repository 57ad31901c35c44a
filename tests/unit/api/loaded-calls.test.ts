import { describe, expect, it } from 'vitest'
import { loadedCalls } from '../../../src/api/loaded-calls.ts'
import { lazyModule } from '../../../src/lib/lazy-module.ts'
import { ok, type Result } from '../../../src/api/result.ts'

interface Greeter {
  hello(name: string): Promise<Result<string>>
  bye(): Promise<Result<string>>
}

const greeter: Greeter = {
  hello: async (name) => ok(`hello ${name}`),
  bye: async () => ok('bye'),
}

describe('loadedCalls', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    let loads = 0
    const calls = loadedCalls(
      lazyModule(async () => {
        loads += 1
        return greeter
      }).load,
      { hello: true, bye: true },
    )
    expect(loads).toBe(0)
    const answers = await Promise.all([calls.hello('node'), calls.bye(), calls.hello('again')])
    expect(answers).toEqual([ok('hello node'), ok('bye'), ok('hello again')])
    expect(loads).toBe(1)
  })

  it('turns a chunk that fails to load into a failed call, and loads again on the next', async () => {
    let loads = 0
    const calls = loadedCalls(
      lazyModule(async () => {
        loads += 1
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return greeter
      }).load,
      { hello: true, bye: true },
    )
    const failed = await calls.hello('node')
    expect(failed.error && failed.data.message).toBe('Failed to fetch dynamically imported module')
    expect(await calls.hello('node')).toEqual(ok('hello node'))
    expect(loads).toBe(2)
  })

  it('gives the calls it names and no others, checked by the compiler', () => {
    const calls = loadedCalls(async () => greeter, { hello: true })
    expect(Object.keys(calls)).toEqual(['hello'])
    // @ts-expect-error -- bye was not named
    expect(calls.bye).toBeUndefined()
  })
})
