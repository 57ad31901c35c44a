// Shared by the upload and files benches: a simulator, a page serving the built bundle, Chromium.
import { spawn, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { chromium, type Browser } from 'playwright'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'

const root = new URL('../../', import.meta.url).pathname

export interface Simulator {
  url: string
  dataDir: string
  stop(): Promise<void>
}

/** Starts `sim/` on an ephemeral port with its own data folder, deleted on stop. */
export async function startSimulator(args: string[] = []): Promise<Simulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vault-bench-sim-'))
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'sim/main.ts'), '--port', '0', '--data-dir', dataDir, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`The simulator exited (${code}): ${output}`)))
  })
  // Past start-up, its per-request log lines are not the bench's business.
  child.stdout?.resume()
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
}

/** Serves `html` at / and the built bundle (dist/) beside it, on an ephemeral port. */
export async function servePage(html: string) {
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'vault.js')))
    throw new Error('Run `vite build` first: no dist/vault.js')
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname
    if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(html)
      return
    }
    const file = normalize(join(dist, path))
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The Chromium the tests use (scripts/chromium.mjs), driven by Playwright. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: see scripts/chromium.mjs')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** `promise`, or an error after `seconds`: a page that never settles fails the bench, not hangs it. */
export function within<T>(promise: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${seconds} s`)),
      seconds * 1000,
    )
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
