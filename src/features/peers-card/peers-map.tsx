import { useEffect, useState } from 'react'
import { lazyModule } from '../../lib/lazy-module.ts'
import type { WorldMap } from './world-map.ts'

const worldMap = lazyModule(() => import('./world-map.ts'))

export interface MapPin {
  key: string
  longitude: number
  latitude: number
  count: number
}

function OwnNode({ point }: { point: [number, number] | null }) {
  if (!point) return null
  return <circle className="peers-map__own" cx={point[0]} cy={point[1]} r={5} />
}

const WIDTH = 320
const HEIGHT = 160

/** A small world map with a dot per location; the geometry loads only when a map is shown. */
export function PeersMap({
  pins,
  label,
  own = null,
}: {
  pins: readonly MapPin[]
  label: string
  /** The user's own node, drawn as a ring. */
  own?: { latitude: number; longitude: number } | null
}) {
  const [world, setWorld] = useState<WorldMap | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    // The chunk can fail (offline, or the page leaving while it loads): the peers stay listed as
    // text beside the map, so the map only says it could not be drawn.
    worldMap.load().then(
      ({ drawWorld }) => current && setWorld(drawWorld()),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [])

  return (
    <svg
      className="peers-map"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {failed && (
        <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" className="peers-map__failed">
          The map could not load.
        </text>
      )}
      {world?.paths.map((d, index) => (
        <path key={index} d={d} className="peers-map__country" />
      ))}
      {world &&
        pins.map((pin) => {
          const point = world.project(pin.longitude, pin.latitude)
          if (!point) return null
          const radius = pin.count > 5 ? 6 : pin.count > 3 ? 4.5 : 3
          return (
            <circle
              key={pin.key}
              className="peers-map__pin"
              cx={point[0]}
              cy={point[1]}
              r={radius}
            />
          )
        })}
      {world && own && <OwnNode point={world.project(own.longitude, own.latitude)} />}
    </svg>
  )
}
