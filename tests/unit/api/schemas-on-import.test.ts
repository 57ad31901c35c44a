import { describe, expect, it, vi } from 'vitest'

// Every zod call made while the schema modules evaluate, counted through a wrapped zod.
const calls: string[] = []
vi.mock('zod/mini', async (original) => {
  const zod = await original<Record<string, unknown>>()
  return Object.fromEntries(
    Object.entries(zod).map(([name, value]) => [
      name,
      typeof value === 'function' && !/^[A-Z$]/.test(name)
        ? (...args: unknown[]) => {
            calls.push(name)
            return (value as (...args: unknown[]) => unknown)(...args)
          }
        : value,
    ]),
  )
})

describe('the answers’ schemas on import', () => {
  // The first load evaluates these chunks: a schema built there lengthens one of its tasks.
  it('build nothing until a schema is first used (the numeric ones aside)', async () => {
    await import('../../../src/api/schemas/numeric.ts')
    calls.length = 0
    const modules = await Promise.all([
      import('../../../src/api/schemas/node.ts'),
      import('../../../src/api/schemas/data.ts'),
      import('../../../src/api/schemas/marketplace.ts'),
      import('../../../src/api/schemas/inputs.ts'),
      import('../../../src/api/schemas/services.ts'),
    ])
    expect(calls).toEqual([])
    const { GeoLocation } = modules[4]
    expect(GeoLocation().safeParse({ latitude: '1.5', longitude: 2 }).success).toBe(true)
    expect(calls.length).toBeGreaterThan(0)
  })
})
