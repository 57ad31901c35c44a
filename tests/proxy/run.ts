// `npm test`'s proxy layer: Debian's nginx with deploy/nginx/codex-node.conf in front of the
// simulator and of the real node binary, the vault driven through it in Chromium
// (tests/proxy/journeys), `{passed, failed, failures}` written to VAULT_PROXY_REPORT. Without
// nginx, or without the real node for its half, it says so in one line and goes on; under CI=true
// each is one failure, as CI is there to run it.
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findRealNode, mustRun } from '../real-node/real-node.ts'
import { runPlaywright, type Counts } from '../support/playwright-layer.ts'
import { ensureTools } from './nginx.ts'

const reportPath = process.env.VAULT_PROXY_REPORT ?? join(tmpdir(), 'vault-proxy.json')
const started = Date.now()
const counts: Counts = { passed: 0, failed: 0, failures: [] }

/** A part that cannot run here: one line, and one failure under CI. */
function cannotRun(part: string, why: string) {
  if (mustRun(process.env)) {
    console.log(`✗ proxy: ${part}: ${why}; CI=true needs it`)
    counts.failed += 1
    counts.failures.push(`${part}: ${why}`)
  } else {
    console.log(`proxy: ${part} skipped, ${why}`)
  }
}

const journeys = (projects: string[]): Counts =>
  runPlaywright(
    'tests/proxy/playwright.config.ts',
    projects.map((project) => `--project=${project}`),
    (spec) => `[${spec.tests[0]?.projectName ?? '?'}] ${spec.title}`,
  )

const tools = ensureTools()
if ('missing' in tools) {
  cannotRun('nginx', tools.missing)
} else {
  console.log(`proxy: nginx ${tools.version} (${tools.nginx}) with deploy/nginx/codex-node.conf`)
  const projects = ['simulator']
  const node = findRealNode()
  if ('version' in node) {
    console.log(`proxy: real node ${node.binary} (Codex ${node.version})`)
    projects.push('real node')
  } else {
    cannotRun('the real node half', node.missing)
  }
  // Standalone, the built demo may be missing; npm test has built it by now.
  if (!existsSync('dist/index.html')) {
    spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  }
  const walks = journeys(projects)
  counts.passed += walks.passed
  counts.failed += walks.failed
  counts.failures.push(...walks.failures)
}
const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(`proxy: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`)
writeFileSync(reportPath, JSON.stringify(counts))
process.exit(counts.failed === 0 ? 0 : 1)
