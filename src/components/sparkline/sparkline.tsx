/**
 * A small line of recent values (a card's last 24 hours): an image with a label that says what it
 * shows, broken where nothing was recorded. Values are drawn to their own range.
 */
export function Sparkline({
  points,
  label,
}: {
  points: readonly (number | null)[]
  label: string
}) {
  const values = points.filter((point): point is number => point !== null)
  const low = Math.min(...values)
  const high = Math.max(...values)
  const span = high - low || 1
  const width = 100
  const height = 24
  const x = (index: number) => (index / Math.max(1, points.length - 1)) * width
  const y = (value: number) => height - 2 - ((value - low) / span) * (height - 4)
  const runs: string[] = []
  let run: string[] = []
  points.forEach((point, index) => {
    if (point === null) {
      if (run.length) runs.push(run.join(' '))
      run = []
      return
    }
    run.push(`${x(index).toFixed(1)},${y(point).toFixed(1)}`)
  })
  if (run.length) runs.push(run.join(' '))
  return (
    <svg
      className="vault-sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
    >
      {runs.map((line) => (
        <polyline
          key={line}
          points={line}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  )
}
