import { WORLD_OUTLINE } from './world-outline.ts'

export interface WorldMap {
  /** One SVG path per country. */
  paths: readonly string[]
  /** Where a longitude/latitude falls on the map, or null when it is off the projection. */
  project(longitude: number, latitude: number): [number, number] | null
}

const RADIANS = Math.PI / 180

/** d3-geo's geoNaturalEarth1 (Šavrič et al.), unrotated, as fitted at build time. */
function naturalEarth1(longitude: number, latitude: number): [number, number] {
  const lambda = longitude * RADIANS
  const phi = latitude * RADIANS
  const phi2 = phi * phi
  const phi4 = phi2 * phi2
  const x =
    lambda *
    (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)))
  const y =
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)))
  return [WORLD_OUTLINE.x + x * WORLD_OUTLINE.scale, WORLD_OUTLINE.y - y * WORLD_OUTLINE.scale]
}

/**
 * The 110m world, pre-projected by scripts/project-world.ts into WORLD_OUTLINE's box (320 x 160),
 * so no projection library or topology ships to the browser.
 */
export function drawWorld(): WorldMap {
  return {
    paths: WORLD_OUTLINE.paths,
    project: (longitude, latitude) =>
      Number.isFinite(longitude) &&
      Number.isFinite(latitude) &&
      Math.abs(longitude) <= 180 &&
      Math.abs(latitude) <= 90
        ? naturalEarth1(longitude, latitude)
        : null,
  }
}
