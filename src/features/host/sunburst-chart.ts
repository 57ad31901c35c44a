import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js'

Chart.register(DoughnutController, ArcElement, Tooltip)

export interface ChartSegment {
  /** The tooltip's title. */
  title: string
  /** The tooltip's lines: size, duration, price. */
  lines: string[]
  bytes: bigint
  color: string
}

export interface ChartRings {
  inner: ChartSegment[]
  outer: ChartSegment[]
}

/** chart.js draws dataset 0 outermost. */
const order = (rings: ChartRings) => [rings.outer, rings.inner]

function datasets(rings: ChartRings) {
  return order(rings).map((ring) => ({
    // The rings only need proportions; the tooltip and the table show exact sizes.
    data: ring.map((segment) => Number(segment.bytes)),
    backgroundColor: ring.map((segment) => segment.color),
    borderWidth: 1,
  }))
}

/** Draws the host sunburst (two nested doughnut rings) on a canvas; returns update and destroy. */
export function drawSunburst(canvas: HTMLCanvasElement, rings: ChartRings) {
  let shown = rings
  const segment = (datasetIndex: number, dataIndex: number) =>
    order(shown)[datasetIndex]?.[dataIndex]
  const chart = new Chart(canvas, {
    type: 'doughnut',
    data: { datasets: datasets(rings) },
    options: {
      responsive: true,
      maintainAspectRatio: true,
      cutout: '30%',
      animation: false,
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => {
              const item = items[0]
              return item ? (segment(item.datasetIndex, item.dataIndex)?.title ?? '') : ''
            },
            label: (item) => segment(item.datasetIndex, item.dataIndex)?.lines ?? [],
          },
        },
      },
    },
  })
  return {
    update(next: ChartRings) {
      shown = next
      chart.data.datasets = datasets(next)
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
