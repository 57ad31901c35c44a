import { describe, expect, it } from 'vitest'
import { CliError, parseCli } from '../../../sim/cli.ts'
import { parseFileCount } from '../../../sim/seed-files.ts'
import { DataList } from '../../../src/api/schemas/data.ts'
import { control, startTestSimulator, upload } from './sim-harness.ts'

interface Item {
  cid: string
  manifest: Record<string, unknown>
}

const list = async (api: string) =>
  ((await (await fetch(`${api}/data`)).json()) as { content: Item[] }).content

/** The JSON's shape: each key and the type of its value, nested. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
}

describe('simulator --files (issue 42)', () => {
  for (const api of ['codex-0.2.0', 'storage'] as const) {
    it(`answers seeded files in the list shape of uploaded ones (${api})`, async () => {
      const sim = await startTestSimulator({ api, files: 40 })
      const seeded = await list(sim.api)
      expect(seeded).toHaveLength(40)
      const cid = await upload(sim.api, 'an uploaded file', {
        'Content-Type': 'text/plain',
        'Content-Disposition': 'attachment; filename="uploaded.txt"',
      })
      const all = await list(sim.api)
      const uploaded = all.find((item) => item.cid === cid)
      expect(uploaded).toBeDefined()
      for (const item of seeded) expect(shapeOf(item)).toEqual(shapeOf(uploaded))
      // The vault's own schema reads them, and each is a distinct dataset with a name and type.
      expect(DataList().safeParse({ content: all }).success).toBe(true)
      expect(new Set(seeded.map((item) => item.cid)).size).toBe(40)
      expect(new Set(seeded.map((item) => item.manifest.mimetype)).size).toBeGreaterThan(3)
      expect(
        seeded.every((item) => /^[a-z]+-[a-z]+-\d{6}\.\w+$/.test(String(item.manifest.filename))),
      ).toBe(true)

      // A seeded file is a real dataset: its bytes download, as many as its manifest says.
      const first = seeded[0]
      const body = await (await fetch(`${sim.api}/data/${first?.cid}`)).arrayBuffer()
      expect(body.byteLength).toBe(Number(first?.manifest.datasetSize))
      const space = (await (await fetch(`${sim.api}/space`)).json()) as { totalBlocks: number }
      expect(space.totalBlocks).toBeGreaterThan(41)
      if (api === 'storage') {
        const answers = await Promise.all(
          seeded.map(async (item) => {
            const response = await fetch(`${sim.api}/data/${item.cid}/advertise`)
            return ((await response.json()) as { advertise: boolean }).advertise
          }),
        )
        expect(answers.filter((shared) => !shared).length).toBeGreaterThan(0)
        expect(answers.filter((shared) => shared).length).toBeGreaterThan(30)
      }
    })
  }

  it('seeds the same names, types, sizes and cids on every start, and keeps a change made since', async () => {
    const sim = await startTestSimulator({ api: 'storage', files: 30 })
    const before = await list(sim.api)
    const changed = before.find((item) => item.cid)?.cid ?? ''
    const made = await fetch(`${sim.api}/data/${changed}/advertise?advertise=false`, {
      method: 'POST',
    })
    expect(made.status).toBe(200)
    const again = await sim.restart()
    expect(await list(again.api)).toEqual(before)
    const kept = await fetch(`${again.api}/data/${changed}/advertise`)
    expect(((await kept.json()) as { advertise: boolean }).advertise).toBe(false)
  })

  it('resets to its seeded files: uploads and changes go, the seeded ones come back as made', async () => {
    const sim = await startTestSimulator({ api: 'storage', files: 3000 })
    const before = await list(sim.api)
    const changed = before[5]?.cid ?? ''
    await fetch(`${sim.api}/data/${changed}/advertise?advertise=false`, { method: 'POST' })
    const deleted = before[9]?.cid ?? ''
    expect((await fetch(`${sim.api}/data/${deleted}`, { method: 'DELETE' })).status).toBe(204)
    const uploaded = await upload(sim.api, 'gone after the reset', {
      'Content-Type': 'text/plain',
      'Content-Disposition': 'attachment; filename="gone.txt"',
    })
    expect((await list(sim.api)).some((item) => item.cid === uploaded)).toBe(true)

    await control(sim, '/reset')
    expect(await list(sim.api)).toEqual(before)
    const advertised = await fetch(`${sim.api}/data/${changed}/advertise`)
    expect(((await advertised.json()) as { advertise: boolean }).advertise).toBe(true)
    const restored = await fetch(`${sim.api}/data/${deleted}`)
    expect(restored.status).toBe(200)
    expect((await restored.arrayBuffer()).byteLength).toBe(Number(before[9]?.manifest.datasetSize))
    // Nothing of the reset node's changes comes back on a restart either.
    const again = await sim.restart()
    expect(await list(again.api)).toEqual(before)
  })

  it('rejects a bad --files with a clear error', () => {
    expect(parseCli(['--files', '100000'])).toEqual({ files: 100_000 })
    expect(parseCli(['--files', '0'])).toEqual({ files: 0 })
    for (const bad of ['-1', 'ten', '1.5', '', '1000001', '1e5']) {
      expect(() => parseCli([`--files=${bad}`])).toThrow(CliError)
      expect(() => parseFileCount(bad)).toThrow(
        `--files must be a whole number from 0 to 1,000,000, got ${bad}`,
      )
    }
  })
})
