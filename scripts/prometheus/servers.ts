// Prometheus and Alertmanager run from their binaries on free loopback ports, each with its own
// config and data folder, stopped (and the folders deleted) by `close`, or by this process's exit.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { ownChild, ownedFolder, releaseFolder } from './owned-folders.ts'

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  /** host:port, as a config names it. */
  address: string
  log(): string
  close(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`exited before it was ready:\n${log().slice(-2000)}`)
    // Behind basic auth (`--web.config.file`) it answers 401 once it is up.
    const ready = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.ok || response.status === 401)
      .catch(() => false)
    if (ready) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`not ready within 30 s:\n${log().slice(-2000)}`)
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

async function startServer(
  binary: string,
  flags: (address: string, dataDir: string) => string[],
  seed?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  const dataDir = await ownedFolder()
  await seed?.(dataDir).catch((error: unknown) => {
    releaseFolder(dataDir)
    throw error
  })
  const address = `127.0.0.1:${await freePort()}`
  const url = `http://${address}`
  let output = ''
  const child = spawn(binary, flags(address, dataDir), { stdio: ['ignore', 'pipe', 'pipe'] })
  ownChild(child)
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const close = async () => {
    await stopped(child)
    releaseFolder(dataDir)
  }
  await waitReady(url, child, () => output).catch(async (error: unknown) => {
    await close()
    throw error
  })
  return { url, address, log: () => output, close }
}

export interface PrometheusOptions {
  /** Writes into its data folder before it starts (the backfilled blocks, say). */
  seed?: (dataDir: string) => Promise<void>
  /** More flags: `--web.cors.origin`, `--web.config.file`. */
  flags?: string[]
}

export function startPrometheus(
  binary: string,
  configFile: string,
  { seed, flags = [] }: PrometheusOptions = {},
): Promise<RunningServer> {
  return startServer(
    binary,
    (address, dataDir) => [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${dataDir}`,
      `--web.listen-address=${address}`,
      '--log.level=warn',
      ...flags,
    ],
    seed,
  )
}

export function startAlertmanager(binary: string, configFile: string): Promise<RunningServer> {
  return startServer(binary, (address, dataDir) => [
    `--config.file=${configFile}`,
    `--storage.path=${dataDir}`,
    `--web.listen-address=${address}`,
    // No cluster: it would listen on every interface's port 9094.
    '--cluster.listen-address=',
    '--log.level=warn',
  ])
}
