// A layer's Playwright run (the real-node and proxy layers): the specs of one config, read back
// from Playwright's JSON report as the layer's counts, each failure named by `name`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Counts {
  passed: number
  failed: number
  failures: string[]
}

export interface PlaywrightSpec {
  title: string
  ok: boolean
  tests: { projectName: string; status: string }[]
}
interface PlaywrightSuite {
  title: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}

const failedSpecs = (suites: PlaywrightSuite[], name: (spec: PlaywrightSpec) => string): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map(name),
    ...failedSpecs(suite.suites ?? [], name),
  ])

/** Runs Playwright with `config` and `args`; a run that wrote no report is one failure. */
export function runPlaywright(
  config: string,
  args: readonly string[],
  name: (spec: PlaywrightSpec) => string,
): Counts {
  const output = join(mkdtempSync(join(tmpdir(), 'vault-layer-')), 'report.json')
  const run = spawnSync(
    'node_modules/.bin/playwright',
    ['test', '-c', config, '--reporter=list,json', ...args],
    { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output } },
  )
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      stats: { expected: number; flaky: number; unexpected: number }
      suites: PlaywrightSuite[]
    }
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      failures: failedSpecs(report.suites, name),
    }
  } catch {
    return { passed: 0, failed: 1, failures: [`journeys produced no report (exit ${run.status})`] }
  }
}
