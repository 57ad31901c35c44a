import config from './web-test-runner.config.mjs'
import { defaultReporter } from '@web/test-runner'
const started = new Map()
const times = []
const timing = {
  onTestRunStarted() {},
  reportTestFileResults({ sessionsForTestFile, testFile }) {},
  onTestRunFinished({ sessions }) {
    for (const s of sessions) {
      const d = (s.testResults?.tests ?? []).reduce((a, t) => a + (t.duration ?? 0), 0)
    }
  },
}
const stamps = {
  getTestProgress() { return '' },
  reportTestFileResults({ sessionsForTestFile, testFile }) {
    const now = Date.now()
    times.push([now, testFile.replace(process.cwd() + '/', ''), sessionsForTestFile.map(s => s.browser.name).join(',')])
  },
  onTestRunFinished() {
    let prev = null
    const rows = times.map(([t, f, b]) => { const d = prev ? t - prev : 0; prev = t; return [d, f, b] })
    rows.sort((a, b) => b[0] - a[0])
    for (const r of rows.slice(0, 25)) console.log((r[0] / 1000).toFixed(1), r[2], r[1])
  },
}
export default { ...config, reporters: [defaultReporter(), stamps] }
