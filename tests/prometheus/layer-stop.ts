// The layer stopped at its budget leaves nothing running: this layer's own runner is started as
// `npm test` starts it, stopped once its Prometheus and Alertmanager run, and each of their pids
// must be gone after.
import { existsSync, readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { foldersOwnedBy } from '../../scripts/prometheus/owned-folders.ts'
import { runGroup } from '../../scripts/prometheus/process-group.mjs'
import type { CheckResult } from './checks.ts'

/** Set in the runner this check starts, which then runs no such check of its own. */
export const NESTED = 'VAULT_PROMETHEUS_NESTED'

const SERVERS = /^(prometheus|prometheus-aler|alertmanager)$/

interface Proc {
  pid: number
  group: number
  name: string
  state: string
}

function procOf(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const [state = '', , group = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { pid, group: Number(group), name, state }
  } catch {
    return undefined
  }
}

/** The Prometheus and Alertmanager processes of the process group `group`. */
async function serversOf(group: number): Promise<Proc[]> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number)
  return pids
    .map(procOf)
    .filter((proc): proc is Proc => proc?.group === group && SERVERS.test(proc.name))
}

/** The `vault-prom-*` folders owned by a process of the group `group`. */
const foldersOf = (group: number) => foldersOwnedBy((owner) => procOf(owner)?.group === group)

const running = (pid: number) => {
  const proc = procOf(pid)
  return proc !== undefined && proc.state !== 'Z'
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export async function runLayerStop(): Promise<CheckResult> {
  const name =
    'the layer stopped at its budget leaves no Prometheus or Alertmanager running, nor their folders'
  if (!existsSync('/proc/self/stat')) return { name, ok: true, output: 'skipped: no /proc' }
  const stop = new AbortController()
  const seen = new Map<number, string>()
  const folders = new Set<string>()
  let leader: number | undefined
  const run = runGroup('node_modules/.bin/tsx', ['tests/prometheus/run.ts'], {
    env: { [NESTED]: '1', VAULT_PROMETHEUS_REPORT: join(tmpdir(), 'vault-prometheus-nested.json') },
    stdio: 'ignore',
    signal: stop.signal,
    onStart: (pid) => (leader = pid),
  })
  // Stopped once both servers run, as the budget would stop it in the middle of the journey.
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline && new Set(seen.values()).size < 2) {
    if (leader) for (const proc of await serversOf(leader)) seen.set(proc.pid, proc.name)
    if (leader) for (const dir of foldersOf(leader)) folders.add(dir)
    await sleep(200)
  }
  stop.abort()
  const ran = await run
  if (seen.size === 0 || !ran.stopped) {
    return { name, ok: false, output: 'the runner started no server before it ended' }
  }
  let left = [...seen.keys()].filter(running)
  for (let waited = 0; left.length > 0 && waited < 15_000; waited += 200) {
    await sleep(200)
    left = left.filter(running)
  }
  // A failing check leaves nothing behind either.
  for (const pid of left) process.kill(pid, 'SIGKILL')
  const named = (pids: number[]) => pids.map((pid) => `${seen.get(pid)} (pid ${pid})`).join(', ')
  const kept = [...folders].filter((dir) => existsSync(dir))
  return {
    name,
    ok: left.length === 0 && folders.size > 0 && kept.length === 0,
    output: left.length
      ? `still running after the stop: ${named(left)}`
      : kept.length
        ? `folders left after the stop: ${kept.join(', ')}`
        : `stopped ${named([...seen.keys()])}, removed ${[...folders].join(', ')}`,
  }
}
