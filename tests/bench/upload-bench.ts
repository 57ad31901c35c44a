// `npm run bench:upload`: a 1 GB file uploaded by <vault-uploader> in Chromium and by curl to the
// same simulator, in the same run, next to a bare XHR of the same file in the same Chromium (the
// ceiling of the browser's own upload path). Prints the ratios and the page's JS heap growth.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { launchChromium, servePage, startSimulator } from './files-bench-kit.ts'
import { startSink, stopChild } from './loopback-sink.ts'

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3)
const CHUNK = 16 * 1024 ** 2
const MB = 1024 ** 2
const ROUNDS = 2

function writeTestFile(path: string) {
  const fd = openSync(path, 'w')
  try {
    for (let written = 0; written < SIZE; written += CHUNK) {
      writeSync(fd, randomBytes(Math.min(CHUNK, SIZE - written)))
    }
  } finally {
    closeSync(fd)
  }
}

/** Seconds curl takes to POST the file to `target` (a full URL). */
function curlUpload(path: string, target: string): number {
  const started = performance.now()
  const curl = spawnSync('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-X',
    'POST',
    '-T',
    path,
    '-H',
    'Expect:',
    '-H',
    'Content-Type: application/octet-stream',
    '-H',
    'Content-Disposition: attachment; filename="bench-curl.bin"',
    target,
  ])
  const seconds = (performance.now() - started) / 1000
  const status = curl.stdout.toString().trim()
  if (curl.status !== 0 || status !== '200') {
    throw new Error(`curl failed (${status}): ${curl.stderr.toString()}`)
  }
  return seconds
}

async function browserUpload(path: string, nodeUrl: string) {
  const page = await servePage(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Upload bench</title>
<script type="module" src="/vault.js"></script></head>
<body><vault-uploader node-url="${nodeUrl}"></vault-uploader>
<script>
  document.addEventListener('vault-upload-complete', (event) => {
    window.benchDone = { at: performance.now(), cid: event.detail.cid }
  })
</script></body></html>`)
  const browser = await launchChromium()
  try {
    const tab = await browser.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    await tab.goto(page.url)
    const input = tab.locator('vault-uploader input[type=file]')
    await input.waitFor({ state: 'attached' })
    const cdp = await tab.context().newCDPSession(tab)
    await cdp.send('Performance.enable')
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    }
    await cdp.send('HeapProfiler.collectGarbage')
    const baseline = await heap()
    let peak = baseline
    const started = await tab.evaluate(() => performance.now())
    await input.setInputFiles(path)
    const sampler = setInterval(() => {
      void heap().then(
        (value) => (peak = Math.max(peak, value)),
        () => {},
      )
    }, 250)
    try {
      await tab.waitForFunction(() => 'benchDone' in window, undefined, {
        timeout: 30 * 60_000,
        polling: 100,
      })
    } finally {
      clearInterval(sampler)
    }
    const done = await tab.evaluate(
      () => (window as unknown as { benchDone: { at: number } }).benchDone.at,
    )
    peak = Math.max(peak, await heap())
    if (errors.length > 0) throw new Error(`Page errors: ${errors.join('; ')}`)
    return { seconds: (done - started) / 1000, heapGrowth: peak - baseline }
  } finally {
    await browser.close()
    await page.close()
  }
}

/**
 * Seconds a bare XHR in the same Chromium takes to POST the file to `target`: no vault code,
 * the browser's own upload path only.
 */
async function bareXhrUpload(path: string, target: string): Promise<number> {
  const page = await servePage(
    '<!doctype html><html lang="en"><title>XHR</title><input type="file">',
  )
  const browser = await launchChromium()
  try {
    const tab = await browser.newPage()
    await tab.goto(page.url)
    await tab.locator('input').setInputFiles(path)
    return await tab.evaluate(async (url) => {
      const file = document.querySelector('input')?.files?.[0]
      const started = performance.now()
      await new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', url)
        xhr.onload = resolve
        xhr.onerror = reject
        xhr.send(file ?? null)
      })
      return (performance.now() - started) / 1000
    }, target)
  } finally {
    await browser.close()
    await page.close()
  }
}

/** Chromium's own ceiling here: a bare XHR against curl, both to a sink that drops the bytes. */
async function uploadCeiling(path: string): Promise<{ curl: number; xhr: number }> {
  const sink = await startSink()
  try {
    const curl: number[] = []
    const xhr: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      curl.push(curlUpload(path, sink.url))
      xhr.push(await bareXhrUpload(path, sink.url))
    }
    return { curl: SIZE / MB / Math.min(...curl), xhr: SIZE / MB / Math.min(...xhr) }
  } finally {
    await stopChild(sink.child)
  }
}

const work = mkdtempSync(join(tmpdir(), 'vault-bench-upload-'))
const file = join(work, 'bench-1g.bin')
const simulator = await startSimulator(['--quota', '8GiB'])
try {
  console.log(`Writing a ${(SIZE / MB).toFixed(0)} MB test file…`)
  writeTestFile(file)
  // Two interleaved rounds, best of each: the order of the runs then favours neither side.
  const curlRuns: number[] = []
  const bareRuns: number[] = []
  const browserRuns: Awaited<ReturnType<typeof browserUpload>>[] = []
  const dataUrl = `${simulator.url}/api/codex/v1/data`
  for (let round = 0; round < ROUNDS; round += 1) {
    curlRuns.push(curlUpload(file, dataUrl))
    bareRuns.push(await bareXhrUpload(file, dataUrl))
    browserRuns.push(await browserUpload(file, simulator.url))
  }
  const bareRate = SIZE / MB / Math.min(...bareRuns)
  const curlSeconds = Math.min(...curlRuns)
  const browser = {
    seconds: Math.min(...browserRuns.map((run) => run.seconds)),
    heapGrowth: Math.max(...browserRuns.map((run) => run.heapGrowth)),
  }
  const curlRate = SIZE / MB / curlSeconds
  const browserRate = SIZE / MB / browser.seconds
  const ratio = browserRate / curlRate
  const heapMb = browser.heapGrowth / MB
  console.log(
    `curl:     ${curlSeconds.toFixed(2)} s, ${curlRate.toFixed(1)} MB/s (best of ${ROUNDS})`,
  )
  console.log(
    `browser:  ${browser.seconds.toFixed(2)} s, ${browserRate.toFixed(1)} MB/s (best of ${ROUNDS})`,
  )
  console.log(
    `bare XHR: ${(SIZE / MB / bareRate).toFixed(2)} s, ${bareRate.toFixed(1)} MB/s (best of ${ROUNDS}, same file, same simulator, no vault code)`,
  )
  const overVault = browserRate / bareRate
  console.log(
    `vault / bare XHR to the simulator: ${overVault.toFixed(2)}x (target >= 0.9x) ${overVault >= 0.9 ? 'OK' : 'MISSED'}`,
  )
  console.log(`ratio browser/curl: ${ratio.toFixed(2)}x (curl is not a browser: for reference)`)
  const ceiling = await uploadCeiling(file)
  console.log(
    `ceiling, to a sink that drops the bytes: bare XHR ${ceiling.xhr.toFixed(1)} MB/s vs curl ${ceiling.curl.toFixed(1)} MB/s = ${(ceiling.xhr / ceiling.curl).toFixed(2)}x (Chromium's own upload path on this machine)`,
  )
  console.log(
    `vault upload to the simulator / bare XHR to the sink: ${(browserRate / ceiling.xhr).toFixed(2)}x`,
  )
  console.log(
    `page JS heap growth: ${heapMb.toFixed(1)} MB (target < 50 MB) ${heapMb < 50 ? 'OK' : 'MISSED'}`,
  )
} finally {
  await simulator.stop()
  rmSync(work, { recursive: true, force: true })
}
