// A process that started Prometheus and Alertmanager and is then stopped by SIGTERM or Ctrl-C
// (as a budget or a person stops `npm start` or this layer) leaves no `/tmp/vault-prom-*` folder.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { FOLDER_PREFIX, foldersOwnedBy } from '../../scripts/prometheus/owned-folders.ts'
import type { CheckResult } from './checks.ts'

/** The `vault-prom-*` folders whose owner file names `pid`. */
const foldersOf = (pid: number) => foldersOwnedBy((owner) => owner === pid)

async function stopWith(signal: 'SIGTERM' | 'SIGINT'): Promise<CheckResult> {
  const name = `a started Prometheus and Alertmanager stopped by ${signal} leave no ${FOLDER_PREFIX}* folder`
  const child = spawn('node_modules/.bin/tsx', ['tests/prometheus/hold-monitoring.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const started = await new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/^started /m.test(output)) {
        clearTimeout(timer)
        done(true)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then(() => done(false))
  })
  // The holder is tsx's child: the folders are owned by the process that runs the script.
  const owners = [child.pid ?? 0, ...childrenOf(child.pid ?? 0)]
  const folders = owners.flatMap(foldersOf)
  if (!started || folders.length < 3) {
    child.kill('SIGKILL')
    return {
      name,
      ok: false,
      output: `not started as expected (${folders.length} folders)\n${output}`,
    }
  }
  for (const pid of owners) {
    try {
      process.kill(pid, signal)
    } catch {
      // gone already
    }
  }
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), 20_000)),
  ])
  if (!stopped) child.kill('SIGKILL')
  const left = folders.filter((dir) => existsSync(dir))
  const servers = runningIn(folders)
  for (const pid of servers) process.kill(pid, 'SIGKILL') // a failing check leaves nothing behind
  return {
    name,
    ok: stopped && left.length === 0 && servers.length === 0,
    output: stopped
      ? `left behind: folders ${left.join(', ')}; servers ${servers.join(', ')}`
      : `still running 20 s after ${signal}`,
  }
}

/** The processes whose command line names one of `folders`: a server still running in it. */
function runningIn(folders: string[]): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return folders.some((dir) => line.includes(dir))
      } catch {
        return false
      }
    })
    .map(Number)
}

function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return text ? text.split(' ').map(Number) : []
  } catch {
    return []
  }
}

export async function runSignalStops(): Promise<CheckResult[]> {
  return [await stopWith('SIGTERM'), await stopWith('SIGINT')]
}

if (process.argv[1]?.endsWith('signal-stop.ts')) {
  for (const result of await runSignalStops()) {
    console.log(`${result.ok ? '✓' : '✗'} ${result.name}`)
    if (!result.ok) console.log(result.output)
  }
}
