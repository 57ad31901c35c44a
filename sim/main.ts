import { parseCli, usage as nodeUsage } from './cli.ts'
import { metricsUsage, takeMetricsFlag } from './metrics-cli.ts'
import { defaultOptions } from './options.ts'
import { startSimulator, type RunningSimulator } from './server.ts'

const usage = `${nodeUsage.replace(/\n {2}--help .*$/, '')}\n${metricsUsage}\n  --help                     show this help`

async function main(): Promise<void> {
  let options
  try {
    const { rest, metricsPort } = takeMetricsFlag(process.argv.slice(2))
    options = parseCli(rest)
    if (options !== 'help') options.metricsPort = metricsPort
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    process.exit(2)
  }
  if (options === 'help') {
    console.log(usage)
    return
  }
  const running: { simulator?: RunningSimulator } = {}
  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down`)
    Promise.resolve(running.simulator?.close()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`shutdown failed: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  const simulator = await startSimulator(options)
  running.simulator = simulator
  if (stopping) await simulator.close()
  else {
    const line = options.api ?? defaultOptions.api
    console.log(`Node simulator (${line}) listening on ${simulator.url} (port ${simulator.port})`)
    if (simulator.metricsUrl) console.log(`Metrics on ${simulator.metricsUrl}/metrics`)
    // The password was typed on this command line; echoing it would only put it in more logs.
    if (options.auth)
      console.log(`Node API behind HTTP basic auth as user "${options.auth.username}"`)
  }
}

main().catch((error: unknown) => {
  console.error(
    `simulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
