import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawWorld } from '../../../src/features/peers-card/world-map.ts'
import fc from 'fast-check'
import { outlineModule, projectWorld, relativePath } from '../../../scripts/project-world.ts'

type Point = readonly [number, number]

/** The points an SVG path of M/L/Z (absolute) or M/h/v/l/z (relative) commands visits. */
function vertices(d: string): Point[] {
  const points: Point[] = []
  let [x, y, startX, startY] = [0, 0, 0, 0]
  for (const [, letter, args] of d.matchAll(/([MLZhvlz])([^MLZhvlz]*)/g)) {
    const [a, b] = (args!.match(/-?\d+/g) ?? []).map(Number) as [number, number]
    if (letter === 'M') [x, y, startX, startY] = [a, b, a, b]
    else if (letter === 'L') [x, y] = [a, b]
    else if (letter === 'h') x += a
    else if (letter === 'v') y += a
    else if (letter === 'l') [x, y] = [x + a, y + b]
    else [x, y] = [startX, startY]
    points.push([x, y])
  }
  return points
}

/** Whether `point` is on the segment from `from` to `to`. */
function between(from: Point, point: Point, to: Point): boolean {
  const cross = (point[0] - from[0]) * (to[1] - from[1]) - (point[1] - from[1]) * (to[0] - from[0])
  const inside = (v: number, a: number, b: number) => Math.min(a, b) <= v && v <= Math.max(a, b)
  return cross === 0 && inside(point[0], from[0], to[0]) && inside(point[1], from[1], to[1])
}

describe('the pre-projected world outline', () => {
  it('is what scripts/project-world.ts generates (run it after changing the map)', () => {
    const committed = readFileSync('src/features/peers-card/world-outline.ts', 'utf8')
    expect(committed).toBe(outlineModule())
  })

  it('draws the same outline in relative steps: every point it skips is on its way', () => {
    expect(relativePath('M1,2L3,2L4,2L4,5L3,4Z')).toBe('M1 2h3v3l-1-1z')
    const polyline = fc.array(
      fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })),
      {
        minLength: 1,
        maxLength: 30,
      },
    )
    fc.assert(
      fc.property(fc.array(polyline, { minLength: 1, maxLength: 3 }), (rings) => {
        const d = rings
          .map((steps) => {
            let [x, y] = [100, 100]
            const line = steps.map(([dx, dy]) => `L${(x += dx)},${(y += dy)}`).join('')
            return `M100,100${line}Z`
          })
          .join('')
        const original = vertices(d)
        const relative = vertices(relativePath(d))
        let at = 0
        for (const point of relative) {
          const from = original[at - 1] ?? point
          let next = at
          while (next < original.length && original[next]!.join() !== point.join()) next++
          expect(next, `${point} is a point of ${d}`).toBeLessThan(original.length)
          for (const skipped of original.slice(at, next)) {
            expect(between(from, skipped, point), `${skipped} on the way in ${d}`).toBe(true)
          }
          at = next + 1
        }
        expect(at).toBe(original.length)
      }),
    )
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
