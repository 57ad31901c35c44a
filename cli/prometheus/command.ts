// `codex-vault prometheus --nodes nodes.json --out DIR`: the Prometheus and Alertmanager config
// for the nodes of a node list exported from Settings, Nodes (codex-vault.ts runs it).
import { parseArgs } from 'node:util'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { defaultConfigOptions, writeConfig } from './config-files.ts'
import { NODE_METRICS_PORT, NodeListError, readNodeListFile, targetsOf } from './targets.ts'

export const usage = `Usage: codex-vault prometheus --nodes nodes.json --out DIR [options]

Writes the Prometheus and Alertmanager config (prometheus.yml, codex-vault-rules.yml,
alertmanager.yml) for the nodes of a node list exported from Settings, Nodes.

  --nodes <file>            the node list exported from Settings, Nodes
  --out <dir>               where prometheus.yml, codex-vault-rules.yml and alertmanager.yml go
  --metrics-port <n>        the nodes' --metrics-port (default ${NODE_METRICS_PORT})
  --alertmanager <host:port> where Prometheus sends alerts (default ${defaultConfigOptions.alertmanager})
  --webhook <url>           also send every alert to this address (send_resolved on)`

export async function prometheusCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      nodes: { type: 'string' },
      out: { type: 'string' },
      'metrics-port': { type: 'string' },
      alertmanager: { type: 'string' },
      webhook: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(usage)
    return 0
  }
  const port = Number(values['metrics-port'] ?? NODE_METRICS_PORT)
  if (!values.nodes || !values.out || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(usage)
    return 2
  }
  try {
    const targets = await targetsOf(await readNodeListFile(values.nodes), port)
    const options = { ...defaultConfigOptions, webhookUrl: values.webhook }
    if (values.alertmanager) options.alertmanager = values.alertmanager
    const files = await writeConfig(values.out, targets, DEFAULT_THRESHOLDS, options)
    for (const target of targets) {
      const quota =
        target.quotaBytes === null
          ? 'quota unknown (its /space did not answer): no disk alerts for it'
          : `quota ${String(target.quotaBytes)} bytes`
      console.log(`${target.name}: scraped at ${target.metrics}, ${quota}`)
    }
    console.log(`Wrote ${files.join(', ')}`)
    return 0
  } catch (error) {
    if (!(error instanceof NodeListError) && (error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw error
    console.error((error as Error).message)
    return 1
  }
}
