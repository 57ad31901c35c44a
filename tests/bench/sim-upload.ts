// `npm run bench:sim`: upload throughput of the simulator next to a plain loopback HTTP sink,
// and the simulator's peak RSS growth during a 1 GB upload. Data is generated on the fly.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChild, startSink, stopChild } from './loopback-sink.ts'

const MiB = 1024 * 1024
const pattern = randomBytes(MiB)

/** Streams `bytes` (a repeated random MiB) to `url`; resolves with MB/s. */
function upload(url: string, bytes: number): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Length': bytes } }, (res) => {
      res.resume()
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`upload answered ${res.statusCode}`))
        else resolve(bytes / MiB / ((performance.now() - started) / 1000))
      })
    })
    req.on('error', reject)
    let sent = 0
    const pump = (): void => {
      while (sent < bytes) {
        const piece = pattern.subarray(0, Math.min(pattern.length, bytes - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vault-bench-sim-'))
  const simArgs = [
    '--import',
    'tsx',
    'sim/main.ts',
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--quota',
    '8GiB',
  ]
  try {
    const sink = await startSink()
    const diskSink = await startSink(join(dataDir, 'disk-sink.bin'))
    const sim = await startChild(simArgs)
    const simUrl = `${sim.url}/api/codex/v1/data`
    for (const url of [sink.url, diskSink.url, simUrl]) await upload(url, 16 * MiB)
    const rates = { sink: [] as number[], disk: [] as number[], sim: [] as number[] }
    for (let round = 0; round < 2; round += 1) {
      rates.sink.push(await upload(sink.url, 256 * MiB))
      rates.disk.push(await upload(diskSink.url, 256 * MiB))
      rates.sim.push(await upload(simUrl, 256 * MiB))
    }
    await Promise.all([sink, diskSink, sim].map(({ child }) => stopChild(child)))
    const best = (list: number[]) => Math.max(...list)
    const line = (label: string, list: number[]) =>
      console.log(
        `256 MB upload, ${label.padEnd(22)} ${best(list).toFixed(0)} MB/s (best of ${list.length})`,
      )
    line('loopback sink:', rates.sink)
    line('sink writing to disk:', rates.disk)
    line('simulator:', rates.sim)
    const ratio = best(rates.sim) / best(rates.sink)
    console.log(`throughput ratio simulator/sink: ${ratio.toFixed(2)}x (target >= 0.5x)`)
    const overDisk = best(rates.sim) / best(rates.disk)
    console.log(
      `throughput ratio simulator/disk-writing sink: ${overDisk.toFixed(2)}x (target >= 0.9x) ${overDisk >= 0.9 ? 'OK' : 'MISSED'}`,
    )
    console.log(
      `throughput ratio disk-writing sink/sink: ${(best(rates.disk) / best(rates.sink)).toFixed(2)}x (what storing the bytes costs on this machine)`,
    )

    await rm(dataDir, { recursive: true, force: true })
    const fresh = await startChild(simArgs)
    const pid = fresh.child.pid ?? 0
    await upload(`${fresh.url}/api/codex/v1/data`, 8 * MiB)
    const baseline = rssOf(pid)
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20)
    const rate = await upload(`${fresh.url}/api/codex/v1/data`, 1024 * MiB)
    clearInterval(sampler)
    await stopChild(fresh.child)
    const growth = (peak - baseline) / MiB
    console.log(
      `1 GB upload at ${rate.toFixed(0)} MB/s: simulator RSS ${(baseline / MiB).toFixed(0)} MB -> peak ${(peak / MiB).toFixed(0)} MB`,
    )
    console.log(
      `peak RSS growth: ${growth.toFixed(1)} MB (target < 64 MB), ratio to target ${(growth / 64).toFixed(2)}`,
    )
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
