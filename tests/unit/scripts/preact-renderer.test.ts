import { describe, expect, it } from 'vitest'
import { preactRenderer } from '../../../scripts/build/preact-renderer.ts'

type ResolveId = (
  this: { resolve: (source: string) => Promise<{ id: string }> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<{ id: string } | null>

/** What the plugin resolves `source` to for `importer`: a Preact module, or null (left alone). */
async function resolved(source: string, importer: string | undefined) {
  const plugin = preactRenderer()
  const resolveId = plugin.resolveId as unknown as ResolveId
  const context = { resolve: async (target: string) => ({ id: `/node_modules/${target}` }) }
  return (await resolveId.call(context, source, importer, {}))?.id ?? null
}

describe('the browser build renders with Preact', () => {
  it('points our React imports at Preact', async () => {
    const element = '/repo/src/elements/react-element.tsx'
    expect(await resolved('react', element)).toBe('/node_modules/preact/compat')
    expect(await resolved('react-dom/client', element)).toBe('/node_modules/preact/compat/client')
    expect(await resolved('react/jsx-runtime', '/repo/src/app/app.tsx')).toBe(
      '/node_modules/preact/jsx-runtime',
    )
    // A library's React import too: @nanostores/react's hooks must run in the same renderer.
    expect(await resolved('react', '/repo/node_modules/@nanostores/react/index.js')).toBe(
      '/node_modules/preact/compat',
    )
  })

  it('leaves React to the demo host page and to React itself', async () => {
    expect(await resolved('react', '/repo/src/demo/react-host.tsx')).toBeNull()
    expect(await resolved('react/jsx-runtime', '/repo/src/demo/react-host.tsx')).toBeNull()
    expect(await resolved('react', '/repo/node_modules/react-dom/cjs/client.js')).toBeNull()
    expect(await resolved('nanostores', '/repo/src/stores/space.ts')).toBeNull()
  })

  it('applies to builds only, before other resolvers', () => {
    expect(preactRenderer()).toMatchObject({ apply: 'build', enforce: 'pre' })
  })
})
