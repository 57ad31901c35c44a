import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawWorld } from '../../../src/features/peers-card/world-map.ts'
import { outlineModule, projectWorld } from '../../../scripts/project-world.ts'

describe('the pre-projected world outline', () => {
  it('is what scripts/project-world.ts generates (run it after changing the map)', () => {
    const committed = readFileSync('src/features/peers-card/world-outline.ts', 'utf8')
    expect(committed).toBe(outlineModule())
  })

  it('places points where d3-geo would, and refuses points off the globe', () => {
    const { projection } = projectWorld()
    const world = drawWorld()
    for (const [longitude, latitude] of [
      [0, 0],
      [13.4, 52.5],
      [-122.4, 37.8],
      [151.2, -33.9],
      [179.9, 89.9],
      [-180, -90],
    ] as const) {
      const [x, y] = world.project(longitude, latitude)!
      const [dx, dy] = projection([longitude, latitude])!
      expect(x).toBeCloseTo(dx, 6)
      expect(y).toBeCloseTo(dy, 6)
    }
    expect(world.project(200, 0)).toBeNull()
    expect(world.project(Number.NaN, 0)).toBeNull()
    expect(world.paths.length).toBeGreaterThan(150)
  })
})
