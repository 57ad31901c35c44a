import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-110m.json'

export interface WorldMap {
  /** One SVG path per country. */
  paths: string[]
  /** Where a longitude/latitude falls on the map, or null when it is off the projection. */
  project(longitude: number, latitude: number): [number, number] | null
}

/** Projects the 110m world (bundled, loaded with this module only) into a width x height box. */
export function drawWorld(width: number, height: number): WorldMap {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
  const land = feature(topology, topology.objects.countries)
  const projection = geoNaturalEarth1().fitSize([width, height], land)
  const path = geoPath(projection)
  return {
    paths: land.features.map((country) => path(country) ?? '').filter((d) => d !== ''),
    project: (longitude, latitude) => projection([longitude, latitude]),
  }
}
