// The real-node layer without a usable binary: one line and nothing counted on a newcomer's
// machine, one failure under CI=true (a missing binary must not pass CI as "0 passed, 0 failed").
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = mkdtempSync(join(tmpdir(), 'vault-real-node-skip-'))
const broken = join(folder, 'codex')
writeFileSync(broken, '#!/bin/sh\necho "Illegal instruction" >&2\nexit 132\n')
chmodSync(broken, 0o755)

function layer(binary: string, ci: string | undefined) {
  const report = join(folder, `report-${Math.random().toString(36).slice(2)}.json`)
  const env: NodeJS.ProcessEnv = { ...process.env, VAULT_REAL_NODE: binary }
  env.VAULT_REAL_NODE_REPORT = report
  if (ci === undefined) delete env.CI
  else env.CI = ci
  const run = spawnSync('node_modules/.bin/tsx', ['tests/real-node/run.ts'], {
    encoding: 'utf8',
    env,
  })
  return {
    status: run.status,
    output: run.stdout,
    counts: JSON.parse(readFileSync(report, 'utf8')) as { passed: number; failed: number },
  }
}

describe('the real-node layer without a binary that runs', () => {
  it('skips in one line on a machine without CI', () => {
    const missing = layer(join(folder, 'nowhere'), undefined)
    expect(missing.status).toBe(0)
    expect(missing.output.trim()).toMatch(/^real node: skipped, no real node at .*nowhere/)
    expect(missing.counts).toEqual({ passed: 0, failed: 0, failures: [] })
  })

  it('fails under CI=true when the binary is missing', () => {
    const missing = layer(join(folder, 'nowhere'), 'true')
    expect(missing.status).toBe(1)
    expect(missing.counts).toMatchObject({ passed: 0, failed: 1 })
  })

  it('fails under CI=true when the binary cannot run', () => {
    const cannot = layer(broken, 'true')
    expect(cannot.status).toBe(1)
    expect(cannot.output).toContain('cannot run on this machine (exit 132)')
    expect(cannot.counts).toMatchObject({ passed: 0, failed: 1 })
  })
})
