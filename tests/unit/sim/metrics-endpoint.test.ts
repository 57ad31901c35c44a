import { describe, expect, it } from 'vitest'
import { parseScrape, type Scrape } from '../../prometheus/scrape.ts'
import { bytes, control, randomBytes, startTestSimulator, upload } from './sim-harness.ts'

const valid = {
  duration: '3600',
  pricePerBytePerSecond: '1',
  proofProbability: '1',
  collateralPerByte: '1',
  expiry: '300',
}

async function scrape(metricsUrl: string | undefined): Promise<Scrape> {
  const response = await fetch(`${metricsUrl}/metrics`, { headers: { Origin: 'http://page' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  expect([...response.headers.keys()].filter((name) => name.startsWith('access-control'))).toEqual(
    [],
  )
  return parseScrape(await response.text())
}

describe('the simulator’s --metrics', () => {
  it('serves the node’s names, types and suffixes on each line', async () => {
    const codex = await startTestSimulator({ api: 'codex-0.2.5', metricsPort: 0 })
    const metrics = await scrape(codex.metricsUrl)
    expect(metrics.types.get('codex_repostore_bytes_used')).toBe('gauge')
    expect(metrics.types.get('codex_api_uploads')).toBe('counter')
    expect(metrics.types.get('codex_block_exchange_requests_failed_total')).toBe('counter')
    expect(metrics.value('codex_block_exchange_requests_failed_total_total')).toBe(0)
    expect(metrics.value('codex_api_uploads_created')).toBeGreaterThan(1.7e9)
    expect(metrics.value('codex_purchases_failed_total')).toBe(0)
    for (const name of metrics.types.keys()) expect(metrics.help.get(name)).toBeTruthy()
    const storage = await startTestSimulator({ api: 'storage', metricsPort: 0 })
    const names = [...(await scrape(storage.metricsUrl)).types.keys()]
    expect(names).toContain('storage_repostore_bytes_used')
    expect(names).toContain('storage_block_exchange_requests_failed_total')
    expect(names.filter((name) => name.startsWith('codex_'))).toEqual([])
    expect(names.filter((name) => name.includes('purchases'))).toEqual([])
  })

  it('follows the node: disk, uploads, downloads, failed fetches, peers', async () => {
    const sim = await startTestSimulator({ metricsPort: 0 })
    const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)))
    const space = (await (await fetch(`${sim.api}/space`)).json()) as Record<string, unknown>
    let metrics = await scrape(sim.metricsUrl)
    expect(metrics.value('codex_api_uploads_total')).toBe(1)
    expect(metrics.value('codex_repostore_bytes_used')).toBe(Number(space.quotaUsedBytes))
    expect(metrics.value('codex_repostore_blocks')).toBe(Number(space.totalBlocks))
    await (await fetch(`${sim.api}/data/${cid}`)).arrayBuffer()
    await (await fetch(`${sim.api}/data/${cid}/network/stream`)).arrayBuffer()
    const missing = 'zDvZRwzm7SXbxNp8ZRLLvPGKF7mU6Uk1Rnevfp9Ha7bL7iwCkEYk'
    await (await fetch(`${sim.api}/data/${missing}/network`, { method: 'POST' })).text()
    await control(sim, '/peers', { count: 3 })
    metrics = await scrape(sim.metricsUrl)
    expect(metrics.value('codex_api_downloads_total')).toBe(2)
    expect(metrics.value('codex_block_exchange_requests_failed_total_total')).toBe(1)
    expect(metrics.value('libp2p_peers')).toBe(3)
  })

  it('counts purchases by the states they enter', async () => {
    const sim = await startTestSimulator({ metricsPort: 0 })
    const cid = await upload(sim.api, bytes(randomBytes(2 * 65536)))
    await control(sim, '/marketplace', { nextOutcomes: ['cancelled', 'errored'] })
    for (let i = 0; i < 2; i += 1) {
      await fetch(`${sim.api}/storage/request/${cid}`, {
        method: 'POST',
        body: JSON.stringify(valid),
      })
    }
    await control(sim, '/clock/advance', { seconds: 2200 })
    const metrics = await scrape(sim.metricsUrl)
    expect(metrics.value('codex_purchases_pending_total')).toBe(2)
    expect(metrics.value('codex_purchases_submitted_total')).toBe(2)
    expect(metrics.value('codex_purchases_started_total')).toBe(1)
    expect(metrics.value('codex_purchases_cancelled_total')).toBe(1)
    expect(metrics.value('codex_purchases_failed_total')).toBe(1)
    expect(metrics.value('codex_purchases_error_total')).toBe(1)
    expect(metrics.value('codex_purchases_finished_total')).toBe(0)
  })

  it('does not answer while the node is down, and a restart starts the process again', async () => {
    const sim = await startTestSimulator({ metricsPort: 0 })
    await upload(sim.api, 'one file')
    const before = await scrape(sim.metricsUrl)
    await control(sim, '/down', { mode: 'reset' })
    await expect(fetch(`${sim.metricsUrl}/metrics`)).rejects.toThrow()
    await new Promise((done) => setTimeout(done, 20))
    await control(sim, '/up')
    const after = await scrape(sim.metricsUrl)
    expect(after.value('process_start_time_seconds')).toBeGreaterThan(
      before.value('process_start_time_seconds') ?? Infinity,
    )
    expect(before.value('codex_api_uploads_total')).toBe(1)
    expect(after.value('codex_api_uploads_total')).toBe(0)
    expect(after.value('codex_repostore_bytes_used')).toBe(
      before.value('codex_repostore_bytes_used'),
    )
  })
})
