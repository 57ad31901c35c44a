// With no vault page open: a simulated node stops, Prometheus's rule fires, Alertmanager sends it
// to a webhook this test runs; the node comes back and the alert resolves. Real servers only.
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { quickAlertOptions } from '../../cli/prometheus/config-files.ts'
import { ownedFolder, releaseFolder } from '../../scripts/prometheus/owned-folders.ts'
import { startMonitoring } from '../../scripts/prometheus/start-monitoring.ts'
import { launchSimulator } from '../support/simulator.ts'
import type { Binaries } from '../../scripts/prometheus/binaries.ts'
import type { CheckResult } from './checks.ts'
import type { RunningServer } from '../../scripts/prometheus/servers.ts'
import { startWebhookReceiver, type Notification } from './webhook.ts'

const SCRAPE_S = 3
const NODE = 'journey node'
// The browser's thresholds, with the shortest unreachable delay Settings allows.
const thresholds = { ...DEFAULT_THRESHOLDS, unreachableSeconds: 10 }

const about = (alert: string, status: string) => (notification: Notification) =>
  notification.status === status &&
  notification.alerts.some(
    (one) => one.labels.alertname === alert && one.labels.node === NODE && one.status === status,
  )

async function upSeries(prometheus: RunningServer): Promise<string | undefined> {
  const response = await fetch(`${prometheus.url}/api/v1/query?query=up`)
  const body = (await response.json()) as { data?: { result?: { value: [number, string] }[] } }
  return body.data?.result?.[0]?.value[1]
}

export async function runAlertJourney(binaries: Binaries): Promise<CheckResult[]> {
  const dir = await ownedFolder('journey')
  const cleanups: (() => Promise<void>)[] = [async () => releaseFolder(dir)]
  const results: CheckResult[] = []
  try {
    const sim = await launchSimulator({ metricsPort: 0, quotaBytes: 64 * 1024 ** 2 })
    cleanups.push(sim.close)
    const hook = await startWebhookReceiver()
    cleanups.push(hook.close)
    const options = quickAlertOptions(SCRAPE_S, hook.url)
    const node = { name: NODE, url: sim.url, simulator: { metricsUrl: sim.metricsUrl } }
    const monitoring = await startMonitoring(binaries, [node], dir, undefined, {
      thresholds,
      options,
    })
    cleanups.push(monitoring.close)
    const { prometheus, alertmanager } = monitoring
    const scraped = Date.now() + 30_000
    while ((await upSeries(prometheus)) !== '1' && Date.now() < scraped) {
      await new Promise((done) => setTimeout(done, 250))
    }
    results.push({
      name: 'Prometheus scrapes the simulated node',
      ok: (await upSeries(prometheus)) === '1',
      output: prometheus.log().slice(-1000),
    })
    const budgetMs = (thresholds.unreachableSeconds + 2 * SCRAPE_S) * 1000
    const stoppedAt = Date.now()
    await sim.control('/down', { mode: 'reset' })
    const fired = await hook
      .waitFor(about('CodexNodeDown', 'firing'), budgetMs + 30_000)
      .catch(() => undefined)
    const firedAfter = fired && fired.receivedAt - stoppedAt
    console.log(
      `node down: the webhook heard it after ${firedAfter ?? '(never)'} ms (budget ${budgetMs} ms)`,
    )
    results.push({
      name: `node down reaches the webhook within the rule's for plus two scrapes (${budgetMs} ms)`,
      ok: firedAfter !== undefined && firedAfter <= budgetMs,
      output: `after ${firedAfter ?? 'never'} ms\n${alertmanager.log().slice(-1000)}`,
    })
    const upAt = Date.now()
    await sim.control('/up')
    const resolved = await hook
      .waitFor(about('CodexNodeDown', 'resolved'), 30_000)
      .catch(() => undefined)
    const restarted = await hook
      .waitFor(about('CodexNodeRestarted', 'firing'), 30_000)
      .catch(() => undefined)
    console.log(`node back: resolved after ${resolved ? resolved.receivedAt - upAt : '(never)'} ms`)
    results.push(
      { name: 'the node comes back and the alert resolves', ok: Boolean(resolved), output: '' },
      { name: 'the restart is an alert of its own', ok: Boolean(restarted), output: '' },
    )
  } catch (error) {
    results.push({ name: 'alert journey', ok: false, output: String(error) })
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  return results
}
