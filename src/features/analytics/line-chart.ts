import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
  type Plugin,
} from 'chart.js'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Tooltip,
  Legend,
  Filler,
)

export interface DrawnLine {
  label: string
  /** Plotted values (null in a gap); the tooltip shows `text` of the point, made when hovered. */
  values: (number | null)[]
  text(index: number): string
  color: string
}

export interface DrawnChart {
  /** Each point's time as the axis and tooltip show it. */
  labels: string[]
  lines: DrawnLine[]
  /** Each point's gap colour, or null: drawn as a band behind the lines. */
  bands: (string | null)[]
  /** Ticks in the chart's unit. */
  tick(value: number): string
  /** Lines stacked as filled areas (a fleet's nodes). */
  stacked?: boolean
}

/** Gaps drawn as shaded bands behind the lines. */
const gapBands: Plugin<'line'> = {
  id: 'vaultGapBands',
  beforeDatasetsDraw(chart) {
    const bands = (chart.options.plugins as { vaultGapBands?: { bands: (string | null)[] } })
      .vaultGapBands?.bands
    if (!bands) return
    const { ctx, chartArea } = chart
    const x = chart.scales.x
    if (!x) return
    const width = bands.length > 1 ? (chartArea.right - chartArea.left) / (bands.length - 1) : 0
    ctx.save()
    bands.forEach((color, index) => {
      if (!color) return
      const center = x.getPixelForValue(index)
      ctx.fillStyle = color
      ctx.fillRect(center - width / 2, chartArea.top, width, chartArea.bottom - chartArea.top)
    })
    ctx.restore()
  },
}

function datasets(drawn: DrawnChart) {
  return drawn.lines.map((line, index) => ({
    label: line.label,
    fill: drawn.stacked ? (index === 0 ? 'origin' : '-1') : false,
    data: line.values,
    borderColor: line.color,
    backgroundColor: line.color,
    borderWidth: 2,
    pointRadius: 0,
    pointHitRadius: 6,
    spanGaps: false,
  }))
}

// A legend of more lines (the fleet's twenty nodes) fills the chart's box and hides its plot; the
// tooltip and the chart's table name each line instead.
const MAX_LEGEND_LINES = 8

/** Draws a time line chart with gaps left open and shaded; returns update and destroy. */
export function drawLineChart(canvas: HTMLCanvasElement, first: DrawnChart) {
  let shown = first
  const options = (drawn: DrawnChart) => ({
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    scales: {
      // Labels are short and about one length: a few measured tell their size (chart.js would
      // measure every one); the padding keeps the ones shown apart.
      x: {
        ticks: {
          maxTicksLimit: 6,
          autoSkip: true,
          autoSkipPadding: 16,
          minRotation: 0,
          maxRotation: 0,
          sampleSize: 12,
        },
      },
      y: {
        stacked: drawn.stacked ?? false,
        beginAtZero: true,
        ticks: { callback: (value: number | string) => drawn.tick(Number(value)) },
      },
    },
    plugins: {
      legend: { display: drawn.lines.length > 1 && drawn.lines.length <= MAX_LEGEND_LINES },
      vaultGapBands: { bands: drawn.bands },
      tooltip: {
        callbacks: {
          label: (item: { datasetIndex: number; dataIndex: number }) => {
            const line = shown.lines[item.datasetIndex]
            return line ? `${line.label}: ${line.text(item.dataIndex)}` : ''
          },
        },
      },
    },
  })
  const chart = new Chart(canvas, {
    type: 'line',
    data: { labels: first.labels, datasets: datasets(first) },
    options: options(first),
    plugins: [gapBands],
  })
  return {
    update(next: DrawnChart) {
      shown = next
      chart.data.labels = next.labels
      chart.data.datasets = datasets(next)
      chart.options = options(next) as typeof chart.options
      chart.update()
    },
    destroy() {
      chart.destroy()
    },
  }
}
