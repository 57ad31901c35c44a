// Finds, starts and stops a real Codex node for the tests: loopback only, free ports, its own
// temporary data folder. `findRealNode()` says why there is none, in one line, so a layer can skip.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createSocket } from 'node:dgram'
import { accessSync, constants, existsSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../scripts/prometheus/servers.ts'

export const CODEX_PREFIX = '/api/codex/v1'
const READY_MS = 30_000

/** The binary: `VAULT_REAL_NODE`, else `../shared/real-node/codex` beside the checkout. */
export function realNodePath(): string {
  if (process.env.VAULT_REAL_NODE) return resolve(process.env.VAULT_REAL_NODE)
  const checkout = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  return resolve(checkout, '../shared/real-node/codex')
}

/** Under CI a missing or broken binary is a failure, not a skip: CI exists to run this layer. */
export function mustRun(env: NodeJS.ProcessEnv): boolean {
  return /^(1|true|yes)$/i.test(env.CI ?? '')
}

export type Found = { binary: string; version: string } | { binary?: string; missing: string }

/** The binary and its version, or one line on why it cannot be used on this machine. */
export function findRealNode(): Found {
  const binary = realNodePath()
  if (!existsSync(binary)) return { missing: `no real node at ${binary} (set VAULT_REAL_NODE)` }
  try {
    accessSync(binary, constants.X_OK)
  } catch {
    return { binary, missing: `${binary} is not executable` }
  }
  // An illegal-instruction or wrong-architecture binary fails here, not half-way through a test.
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 15_000 })
  const version = /Codex version:\s*(\S+)/.exec(run.stdout ?? '')?.[1]
  if (run.status !== 0 || !version) {
    const why = run.error?.message ?? run.signal ?? `exit ${run.status}`
    return { binary, missing: `${binary} cannot run on this machine (${why})` }
  }
  return { binary, version }
}

// The node's discovery binds UDP on 0.0.0.0, so the port must be free there, not only on loopback.
async function freeUdpPort(): Promise<number> {
  return new Promise((done, fail) => {
    const socket = createSocket('udp4')
    socket.once('error', fail)
    socket.bind(0, '0.0.0.0', () => {
      const { port } = socket.address()
      socket.close(() => done(port))
    })
  })
}

export interface RealNode {
  /** Origin, e.g. http://127.0.0.1:41234; the API is under `${url}/api/codex/v1`. */
  url: string
  api: string
  dataDir: string
  /** The node's log so far (stdout and stderr), for a failure's message. */
  log(): string
  /** SIGTERM and wait; the data folder stays for a restart. */
  stop(): Promise<void>
  /** SIGKILL and wait, as a crash. */
  kill(): Promise<void>
  /** Starts again on the same data folder and ports. */
  restart(): Promise<void>
  /** Whether the process is up (a test may have stopped or killed it). */
  running(): boolean
  /** Stops and deletes the data folder. */
  close(): Promise<void>
}

async function waitReady(api: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the real node exited before answering:\n${log().slice(-2000)}`)
    }
    const answered = await fetch(`${api}/debug/info`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false)
    if (answered) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`the real node did not answer within ${READY_MS} ms:\n${log().slice(-2000)}`)
}

function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill(signal)
  })
}

/** Starts the binary on free loopback ports with a fresh data folder (mode 700, as it demands). */
export async function startRealNode(binary: string, extraFlags: string[] = []): Promise<RealNode> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vault-real-node-'))
  await chmod(dataDir, 0o700)
  const [apiPort, tcpPort, discPort] = [await freePort(), await freePort(), await freeUdpPort()]
  const flags = [
    `--data-dir=${dataDir}`,
    '--api-bindaddr=127.0.0.1',
    `--api-port=${apiPort}`,
    '--api-cors-origin=*',
    `--listen-addrs=/ip4/127.0.0.1/tcp/${tcpPort}`,
    `--disc-port=${discPort}`,
    '--nat=none',
    '--storage-quota=1073741824',
    '--log-level=WARN',
    ...extraFlags,
  ]
  const url = `http://127.0.0.1:${apiPort}`
  const api = `${url}${CODEX_PREFIX}`
  let output = ''
  let child: ChildProcess
  const log = () => output
  const launch = async () => {
    child = spawn(binary, flags, { stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    await waitReady(api, child, log)
  }
  await launch().catch(async (error: unknown) => {
    await exited(child, 'SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    url,
    api,
    dataDir,
    log,
    stop: () => exited(child, 'SIGTERM'),
    kill: () => exited(child, 'SIGKILL'),
    restart: launch,
    running: () => child.exitCode === null && child.signalCode === null,
    async close() {
      await exited(child, 'SIGTERM')
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
