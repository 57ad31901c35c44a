// promtool and amtool on the files `codex-vault prometheus` writes, and the rules test.
import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { defaultConfigOptions, RULES_FILE, writeConfig } from '../../cli/prometheus/config-files.ts'
import type { Binaries } from '../../scripts/prometheus/binaries.ts'
import { ownedFolder, releaseFolder } from '../../scripts/prometheus/owned-folders.ts'
import { rulesTestYaml, RULES_TEST_TARGETS } from './rules-test.ts'

export interface CheckResult {
  name: string
  ok: boolean
  output: string
}

function tool(name: string, binary: string, args: string[], cwd: string): CheckResult {
  const run = spawnSync(binary, args, { cwd, encoding: 'utf8' })
  return { name, ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() }
}

export async function runChecks(binaries: Binaries): Promise<CheckResult[]> {
  const dir = await ownedFolder('config')
  try {
    const targets = [
      { name: 'home node', metrics: '127.0.0.1:8008', quotaBytes: 20n * 1024n ** 3n },
      { name: 'silent "node"', metrics: '192.168.1.20:8008', quotaBytes: null },
    ]
    await writeConfig(dir, targets, DEFAULT_THRESHOLDS, defaultConfigOptions)
    const results = [
      tool('promtool check config', binaries.promtool, ['check', 'config', 'prometheus.yml'], dir),
      tool('promtool check rules', binaries.promtool, ['check', 'rules', RULES_FILE], dir),
    ]
    if (binaries.amtool) {
      results.push(
        tool('amtool check-config', binaries.amtool, ['check-config', 'alertmanager.yml'], dir),
      )
    }
    const testDir = join(dir, 'rules-test')
    await writeConfig(testDir, RULES_TEST_TARGETS, DEFAULT_THRESHOLDS, defaultConfigOptions)
    await writeFile(join(testDir, 'rules-test.yml'), rulesTestYaml(DEFAULT_THRESHOLDS))
    results.push(
      tool('promtool test rules', binaries.promtool, ['test', 'rules', 'rules-test.yml'], testDir),
    )
    return results
  } finally {
    releaseFolder(dir)
  }
}
