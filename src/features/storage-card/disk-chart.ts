import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js'
import { formatBytes } from '../../lib/bytes.ts'

Chart.register(DoughnutController, ArcElement, Tooltip)

export interface DiskSegment {
  label: string
  bytes: bigint
  color: string
}

/** Draws the disk doughnut on a canvas; returns a function that updates it, and one to destroy it. */
export function drawDiskChart(canvas: HTMLCanvasElement, segments: readonly DiskSegment[]) {
  let shown = segments
  const chart = new Chart(canvas, {
    type: 'doughnut',
    data: {
      labels: segments.map((segment) => segment.label),
      datasets: [
        {
          // The ring only needs proportions; the tooltip shows the exact size.
          data: segments.map((segment) => Number(segment.bytes)),
          backgroundColor: segments.map((segment) => segment.color),
          borderWidth: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: true,
      cutout: '70%',
      animation: false,
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => `${item.label}: ${formatBytes(shown[item.dataIndex]?.bytes ?? 0n)}`,
          },
        },
      },
    },
  })
  return {
    update(next: readonly DiskSegment[]) {
      const dataset = chart.data.datasets[0]
      if (!dataset) return
      shown = next
      chart.data.labels = next.map((segment) => segment.label)
      dataset.data = next.map((segment) => Number(segment.bytes))
      dataset.backgroundColor = next.map((segment) => segment.color)
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
