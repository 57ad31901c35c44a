// `npm test`'s package layer: packs the vault as `npm pack` does (its prepack build included),
// checks the tarball's files and that `npm publish --dry-run` accepts it, installs it into a fresh
// Vite + React app where the installed `npx codex-vault` command runs, serves the vault against
// simulated nodes and says what it should (serve-checks.ts), and that type-checks and builds,
// then uploads a file in Chromium against the simulator three ways: through that app, a plain
// page with a copy of dist/, and a plain page loading the scripts from the vault's own server on
// another origin. Writes `{ passed, failed, failures }` to VAULT_PACKAGE_REPORT.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import sirv from 'sirv'
import { serveDemo, type DemoServer } from '../../cli/serve/serve-demo.ts'
import { launchSimulator } from '../support/simulator.ts'
import { launchChromium, uploadThrough } from './browser.ts'
import { checkServeCommand } from './serve-checks.ts'
import * as consumer from './consumer.ts'
import { publishDryRun, publishProblems, type PublishedFields } from './publish.ts'
import { pack, tarballProblems, type PackageJson, type Packed } from './tarball.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'vault-package-'))
const report = { passed: 0, failed: 0, failures: [] as string[] }

async function check(name: string, run: () => unknown): Promise<boolean> {
  const started = Date.now()
  try {
    await run()
    report.passed += 1
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    report.failed += 1
    report.failures.push(`${name}: ${message.split('\n')[0]}`)
    console.log(`  ✗ ${name}\n    ${message.split('\n').join('\n    ')}`)
    return false
  }
}

/** A plain static file server, as any host of a node UI's pages is. */
function serveStatic(dir: string): Promise<DemoServer> {
  const files = sirv(dir, { dev: true })
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404).end()
    }),
  )
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    }),
  )
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const elements = readdirSync('src/elements')
  .filter((file) => /^vault-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson & PublishedFields

let packed: Packed | undefined
const app = join(work, 'node-ui')
const site = join(work, 'site')
const closing: (() => Promise<unknown>)[] = []
try {
  const made =
    (await check('npm pack builds and packs', () => {
      packed = pack(root, work, process.env.VAULT_PACK_NO_BUILD !== '1')
      const { files, bytes, unpackedBytes } = packed
      console.log(`    ${files.length} files, ${kB(bytes)} packed, ${kB(unpackedBytes)} unpacked`)
    })) &&
    (await check('the tarball holds what a consumer needs and nothing else', () => {
      const problems = tarballProblems(packed!.files, manifest, elements)
      if (problems.length) throw new Error(problems.join('\n'))
    })) &&
    (await check('npm publish --dry-run accepts it', () => {
      const problems = publishProblems(manifest)
      if (problems.length) throw new Error(problems.join('\n'))
      publishDryRun(root)
    })) &&
    (await check('a fresh Vite + React app installs it', () =>
      consumer.makeBundlerApp(app, packed!.tarball, root),
    ))
  if (made) {
    await check('the installed codex-vault command runs and says what it does', () => {
      const problems = consumer.commandProblems(app)
      if (problems.length) throw new Error(problems.join('\n'))
    })
    await check("tsc type-checks the app's elements and events", () => {
      const errors = consumer.typeCheck(app)
      if (errors) throw new Error(errors)
    })
    const built = await check('vite builds the app', () => consumer.buildApp(app))
    consumer.makeStaticSite(site, consumer.installedDist(app))

    const sim = await launchSimulator()
    closing.push(() => sim.close())
    const vault = await serveDemo({ distDir: 'dist' })
    const appServer = await serveStatic(join(app, 'dist'))
    const siteServer = await serveStatic(site)
    closing.push(vault.close, appServer.close, siteServer.close)
    consumer.writePage(site, 'copied.html', { scriptsFrom: './vault/', nodeUrl: sim.url })
    consumer.writePage(site, 'from-server.html', { scriptsFrom: `${vault.url}/`, nodeUrl: sim.url })

    const browser: Browser = await launchChromium()
    closing.push(() => browser.close())
    await checkServeCommand(app, check, closing, browser)
    const upload = { output: '#from-listener', nodeApi: sim.api }
    if (built)
      await check('the React app uploads through the packaged uploader', async () => {
        const shown = await uploadThrough(browser, `${appServer.url}/?node=${sim.url}`, {
          ...upload,
          output: '#from-prop',
          read: ['#from-hook', '#registered'],
        })
        const expected = {
          '#from-hook': `hello.txt ${shown.cid}`,
          '#registered': 'vault-files defined',
        }
        for (const [selector, text] of Object.entries(expected))
          if (shown[selector] !== text)
            throw new Error(`${selector} shows "${shown[selector]}", not "${text}"`)
      })
    await check('a plain page with a copy of dist/ uploads', () =>
      uploadThrough(browser, `${siteServer.url}/copied.html`, upload),
    )
    await check("a page on another origin uploads with the vault server's scripts", () =>
      uploadThrough(browser, `${siteServer.url}/from-server.html`, upload),
    )
  }
} finally {
  for (const close of closing.reverse()) await close().catch(() => undefined)
  rmSync(work, { recursive: true, force: true })
}

console.log(`\npackage: ${report.passed} passed, ${report.failed} failed`)
if (process.env.VAULT_PACKAGE_REPORT)
  writeFileSync(process.env.VAULT_PACKAGE_REPORT, JSON.stringify(report))
process.exit(report.failed === 0 ? 0 : 1)
