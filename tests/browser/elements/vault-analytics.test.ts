import { expect } from 'chai'
import { Chart } from 'chart.js'
import '../../../src/elements/vault-analytics.ts'
import { axeViolations } from '../axe.ts'
import {
  emptyBucket,
  GAUGE,
  HOUR,
  MINUTE,
  bucketStart,
} from '../../../src/stores/history/buckets.ts'
import {
  addBuckets,
  addSeries,
  clearAllHistory,
  openHistory,
} from '../../../src/stores/history/history-db.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { cleanup, fakeNodeClient, mount, screenOf, waitFor } from './helpers.ts'

const NODE_URL = 'http://127.0.0.1:9'
const KEY = `url:${NODE_URL}`

/** An hour of history: the disk filling, ten minutes without answers, five minutes down. */
async function seedHour(): Promise<void> {
  const history = await openHistory()
  await clearAllHistory(history)
  const now = Date.now()
  await addSeries(history, { node: KEY, series: 'codex@1', line: 'codex', since: 1 })
  const buckets = []
  for (let minute = 59; minute >= 0; minute -= 1) {
    if (minute >= 30 && minute < 40) continue
    const t = bucketStart(now - minute * MINUTE, 'm1')
    const down = minute >= 10 && minute < 15
    buckets.push({
      ...emptyBucket(KEY, 'codex@1', 'm1', t),
      heard: 12,
      up: down ? 0 : 12,
      down: down ? 12 : 0,
      tookSum: down ? 0 : 120,
      tookMax: down ? 0 : 20,
      gauges: down
        ? {}
        : { [GAUGE.quotaUsed]: String((60 - minute) * 2 ** 50), [GAUGE.peers]: '4' },
    })
  }
  await addBuckets(history, buckets)
  expect(HOUR).to.equal(60 * MINUTE)
}

describe('<vault-analytics>', () => {
  afterEach(cleanup)

  for (const theme of ['light', 'dark']) {
    it(`draws the hour with its gaps named, tables to read, axe clean (${theme})`, async function () {
      this.timeout(30_000)
      fakeNodeClient()
      // The history's IndexedDB comes through the Environment, as the node client does.
      setEnvironment({ indexedDb: () => indexedDB })
      await seedHour()
      const element = mount(
        `<vault-analytics node-url="${NODE_URL}" theme="${theme}"></vault-analytics>`,
      )
      const screen = screenOf(element)
      await waitFor(() => screen.queryByRole('figure', { name: 'Storage' }), 8000)
      screen.getByRole('button', { name: '1 h' }).click()
      await waitFor(
        () => screen.getByRole('button', { name: '1 h' }).getAttribute('aria-pressed') === 'true',
      )
      const storage = screen.getByRole('figure', { name: 'Storage' })
      storage.querySelector('summary')?.click()
      // The hour's minutes replace the day's 5-minute points once read.
      const cellsOf = () =>
        [...storage.querySelectorAll('td')].map((cell) => cell.textContent ?? '')
      await waitFor(() => cellsOf().includes('node down'), 8000)
      const cells = cellsOf()
      expect(cells).to.include('node down')
      expect(cells).to.include('no vault page was open')
      // 59 × 2^50 B: exact past 2^53.
      expect(cells.some((text) => text.includes('PB') || text.includes('TB'))).to.equal(true)
      expect(screen.getByText(/^\d+\.\d %$/, { selector: 'dd' })).to.not.equal(null)
      await waitFor(() => Chart.getChart(storage.querySelector('canvas') as HTMLCanvasElement))
      // Hover tooltips: time and value in the spec's units, a gap by its name.
      const chart = Chart.getChart(storage.querySelector('canvas') as HTMLCanvasElement)
      const label = chart?.options.plugins?.tooltip?.callbacks?.label as unknown as (item: {
        datasetIndex: number
        dataIndex: number
      }) => string
      const used = chart?.data.datasets[0]?.data ?? []
      const valued = used.findIndex((value) => value !== null)
      const gap = used.findIndex((value) => value === null)
      expect(label({ datasetIndex: 0, dataIndex: valued })).to.match(
        /^Used: [\d.]+ [KMGTP]?B at \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
      )
      expect(label({ datasetIndex: 0, dataIndex: gap })).to.match(
        /^Used: (node down|no vault page was open)$/,
      )
      expect(await axeViolations(element)).to.deep.equal([])
    })
  }
})
