import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js'

Chart.register(DoughnutController, ArcElement, Tooltip)

export interface UsageSlice {
  label: string
  bytes: bigint
  color: string
  /** The tooltip's line: count and size. */
  line: string
}

function dataOf(slices: UsageSlice[]) {
  return {
    labels: slices.map((slice) => slice.label),
    // Only proportions: the table shows exact sizes.
    datasets: [
      {
        data: slices.map((slice) => Number(slice.bytes)),
        backgroundColor: slices.map((slice) => slice.color),
        borderWidth: 1,
      },
    ],
  }
}

/** Draws the usage-by-type doughnut on a canvas; returns update and destroy. */
export function drawUsage(canvas: HTMLCanvasElement, slices: UsageSlice[]) {
  let shown = slices
  const chart = new Chart(canvas, {
    type: 'doughnut',
    data: dataOf(slices),
    options: {
      responsive: true,
      maintainAspectRatio: true,
      cutout: '55%',
      animation: false,
      plugins: {
        tooltip: { callbacks: { label: (item) => shown[item.dataIndex]?.line ?? '' } },
      },
    },
  })
  return {
    update(next: UsageSlice[]) {
      shown = next
      chart.data = dataOf(next)
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
