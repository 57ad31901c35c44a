import { describe, expect, it, vi } from 'vitest'

// The node-list code, as the app loads it for a page with `?api-port`.
const node = vi.hoisted(() => ({ loaded: 0, applied: [] as string[] }))
vi.mock('../../../src/stores/nodes/active-node.ts', () => {
  node.loaded += 1
  return { applyApiPortParameter: (search: string) => node.applied.push(search) > 0 }
})

const { applyPagePort } = await import('../../../src/app/api-port.ts')

describe('the api-port startup rule of the app', () => {
  it('loads no node-list code for a page without api-port', async () => {
    await applyPagePort('?routing=hash&port=1234')
    expect(node.loaded).toBe(0)
    expect(node.applied).toEqual([])
  })

  it('applies the page’s api-port once its code has loaded', async () => {
    await applyPagePort('?api-port=1234')
    expect(node.applied).toEqual(['?api-port=1234'])
  })
})
