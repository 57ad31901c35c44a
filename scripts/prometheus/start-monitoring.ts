// `npm start -- --prometheus`: a Prometheus scraping every simulated node and an Alertmanager it
// sends its alerts to, from their Debian binaries on loopback, with the config the vault writes.
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { DEFAULT_THRESHOLDS, type AlertThresholds } from '../../src/monitoring/thresholds.ts'
import type { Binaries } from './binaries.ts'
import {
  defaultConfigOptions,
  writeConfig,
  type ConfigOptions,
} from '../../cli/prometheus/config-files.ts'
import { freePort, startAlertmanager, startPrometheus, type RunningServer } from './servers.ts'
import { readQuota, type ScrapeTarget } from '../../cli/prometheus/targets.ts'

export interface MonitoredNode {
  name: string
  url: string
  /** Where the node serves `/metrics`; a node without one is left out. */
  simulator: { metricsUrl?: string }
  auth?: { username: string; password: string }
}

export interface Monitoring {
  prometheus: RunningServer
  alertmanager: RunningServer
  configDir: string
  close(): Promise<void>
}

export async function startMonitoring(
  binaries: Binaries,
  nodes: MonitoredNode[],
  configDir: string,
  /** Writes into Prometheus's data folder before it starts: `--history`'s backfilled week. */
  seedPrometheus?: (dataDir: string, targets: ScrapeTarget[]) => Promise<void>,
  /** The rules' thresholds and the config's cadence: a test that waits on an alert quickens them. */
  {
    thresholds = DEFAULT_THRESHOLDS,
    options: configOptions = defaultConfigOptions,
  }: { thresholds?: AlertThresholds; options?: ConfigOptions } = {},
): Promise<Monitoring> {
  const dir = resolve(configDir)
  await mkdir(dir, { recursive: true })
  const targets = await Promise.all(
    nodes.flatMap(({ name, url, simulator, auth }) =>
      simulator.metricsUrl
        ? [
            (async () => ({
              name,
              metrics: new URL(simulator.metricsUrl ?? '').host,
              quotaBytes: await readQuota({ name, url, ...auth }),
            }))(),
          ]
        : [],
    ),
  )
  // Alertmanager first: Prometheus's config names its address.
  const options = { ...configOptions, alertmanager: `127.0.0.1:${await freePort()}` }
  await writeConfig(dir, targets, thresholds, options)
  const alertmanager = await startAlertmanager(binaries.alertmanager, join(dir, 'alertmanager.yml'))
  await writeConfig(dir, targets, thresholds, {
    ...options,
    alertmanager: alertmanager.address,
  })
  const seed = seedPrometheus && ((dataDir: string) => seedPrometheus(dataDir, targets))
  const prometheus = await startPrometheus(binaries.prometheus, join(dir, 'prometheus.yml'), {
    seed,
  }).catch(async (error: unknown) => {
    await alertmanager.close()
    throw error
  })
  return {
    prometheus,
    alertmanager,
    configDir: dir,
    close: async () => {
      await prometheus.close()
      await alertmanager.close()
    },
  }
}

/** What the console says: where each server is and where its config lives. */
export function describeMonitoring(monitoring: Monitoring): string {
  return [
    `Prometheus:   ${monitoring.prometheus.url}/ (alerts: ${monitoring.prometheus.url}/alerts)`,
    `Alertmanager: ${monitoring.alertmanager.url}/`,
    `Their config: ${monitoring.configDir} (written by codex-vault prometheus)`,
  ].join('\n')
}
