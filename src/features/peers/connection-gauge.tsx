import { connectionQuality, gaugeAngle } from '../../stores/node/peers.ts'

/** A half-circle gauge: the share of active peers, with the active count in its centre. */
export function ConnectionGauge({ active, total }: { active: number; total: number }) {
  const angle = gaugeAngle(active, total)
  const radians = Math.PI - (angle * Math.PI) / 180
  const x = 60 + 48 * Math.cos(radians)
  const y = 60 - 48 * Math.sin(radians)
  const quality = connectionQuality(active)
  return (
    <figure className="gauge">
      <svg viewBox="0 0 120 66" role="img" aria-label={`${active} of ${total} peers active`}>
        <path className="gauge__track" d="M 12 60 A 48 48 0 0 1 108 60" />
        {angle > 0 && (
          <path
            className="gauge__value"
            d={`M 12 60 A 48 48 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`}
          />
        )}
        <text x="60" y="56" textAnchor="middle" className="gauge__count">
          {active}
        </text>
      </svg>
      <figcaption data-quality={quality}>
        Connection quality: {quality === 'good' ? 'good' : 'poor, no active peer'}
      </figcaption>
    </figure>
  )
}
