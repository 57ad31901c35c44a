import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prometheusCommand } from '../../../cli/prometheus/command.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'
import { launchSimulator, type LaunchedSimulator } from '../../support/simulator.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vault-prom-cli-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function simulator(quotaBytes: number): Promise<LaunchedSimulator> {
  const sim = await launchSimulator({ quotaBytes })
  cleanups.push(sim.close)
  return sim
}

describe('codex-vault prometheus', () => {
  it('writes a target per node of an exported list, with its name and the quota /space gives', async () => {
    const [alpha, beta] = [await simulator(3 * 1024 ** 3), await simulator(1024 ** 3)]
    const dir = await folder()
    const nodes = join(dir, 'nodes.json')
    const list = {
      format: 'codex-vault-nodes',
      version: 1,
      nodes: [
        { name: 'Home "alpha"', url: alpha.url },
        { name: 'beta', url: beta.url },
        { name: 'gone', url: 'http://127.0.0.1:1' },
      ],
    }
    await writeFile(nodes, JSON.stringify(list))
    const out = join(dir, 'config')
    expect(
      await prometheusCommand(['--nodes', nodes, '--out', out, '--metrics-port', '9100']),
    ).toBe(0)
    const prometheus = await readFile(join(out, 'prometheus.yml'), 'utf8')
    expect(prometheus).toContain(
      `labels: { node: "Home \\"alpha\\"", quota_bytes: "${3 * 1024 ** 3}" }`,
    )
    expect(prometheus).toContain('labels: { node: "beta", quota_bytes: "1073741824" }')
    expect(prometheus).toContain('- targets: ["127.0.0.1:9100"]\n        labels: { node: "gone" }')
    const rules = await readFile(join(out, 'codex-vault-rules.yml'), 'utf8')
    expect(rules).toContain(
      `expr: vector(${3 * 1024 ** 3})\n        labels: { node: "Home \\"alpha\\"" }`,
    )
    expect(rules).not.toContain('node: "gone" }')
    expect(rules).toContain(
      `>= ${DEFAULT_THRESHOLDS.quotaWarningPercent} < ${DEFAULT_THRESHOLDS.quotaCriticalPercent}`,
    )
    expect(rules).toContain(`for: ${DEFAULT_THRESHOLDS.unreachableSeconds}s`)
    const alertmanager = await readFile(join(out, 'alertmanager.yml'), 'utf8')
    for (const receiver of ['webhook_configs:', 'email_configs:', 'ntfy.sh'])
      expect(alertmanager).toMatch(new RegExp(`# .*${receiver}`))
  })

  it('refuses a file that is not an exported node list', async () => {
    const dir = await folder()
    const nodes = join(dir, 'nodes.json')
    await writeFile(nodes, JSON.stringify([{ name: 'a', url: 'http://127.0.0.1:8080' }]))
    expect(await prometheusCommand(['--nodes', nodes, '--out', join(dir, 'out')])).toBe(1)
    expect(await prometheusCommand(['--out', join(dir, 'out')])).toBe(2)
  })
})
