import { CliError } from './cli.ts'

/** The node's own default metrics port (`--metrics-port`). */
export const DEFAULT_METRICS_PORT = 8008

export const metricsUsage = `  --metrics[=<port>]         serve the node's Prometheus metrics on GET /metrics at that port
                             (default ${DEFAULT_METRICS_PORT}; 0 picks a free one, printed)`

/**
 * Takes `--metrics` or `--metrics=PORT` out of the arguments (the flag's value is optional, which
 * the other flags' parser does not allow) and answers the port, or null without the flag.
 */
export function takeMetricsFlag(argv: string[]): { rest: string[]; metricsPort: number | null } {
  let metricsPort: number | null = null
  const rest = argv.filter((arg) => {
    const match = /^--metrics(?:=(.*))?$/.exec(arg)
    if (!match) return true
    const text = match[1]
    const port = text === undefined ? DEFAULT_METRICS_PORT : Number(text)
    if (text?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
      throw new CliError(`--metrics takes a port from 0 to 65535, got ${text}`)
    }
    metricsPort = port
    return false
  })
  return { rest, metricsPort }
}
