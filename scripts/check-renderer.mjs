// `node scripts/check-renderer.mjs [DIST]`: what renders the build's elements is React 19's react-dom
// as installed. Looking for words in dist/ proves neither (minified Preact need not name itself,
// and the demo's React host brings a real react-dom into dist/ on its own), so this looks at what
// renders: in Chromium, a page loads DIST/vault.js and one of every element; each element's shadow
// root must carry the container key React DOM's createRoot sets (`__reactContainer$…`) and the
// nodes in it the fiber key React DOM sets on what it renders (`__reactFiber$…`); the scripts that
// page fetched (the elements' own chunks) must carry react-dom's devtools stamp with the installed
// version, and no other. Exits 1, saying why, when any of that is not so.
import { readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { chromium } from 'playwright'
import sirv from 'sirv'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const dist = process.argv[2] ?? 'dist'
const installed = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')).version
const tags = readdirSync(join(dist, 'elements'))
  .filter((file) => /^vault-[a-z-]+\.js$/.test(file))
  .map((file) => file.replace(/\.js$/, ''))
// react-dom names itself to React's devtools: `version:"19.3.1",rendererPackageName:"react-dom"`.
const STAMP = /version:[`"']([^`"']+)[`"'],rendererPackageName:[`"']react-dom[`"']/g

const files = sirv(dist, { dev: true })
const server = createServer((request, response) => {
  if (request.url === '/renderer-check.html') {
    response.writeHead(200, { 'content-type': 'text/html' })
    const elements = tags.map((tag) => `<${tag}></${tag}>`).join('')
    return response.end(`<!doctype html><script type="module" src="/vault.js"></script>${elements}`)
  }
  files(request, response, () => response.writeHead(404).end())
})
await new Promise((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${server.address().port}`

/** In the page: each element's tag, whether its shadow root is a React DOM container, and its fibers. */
function markers(names) {
  const has = (object, prefix) => Object.keys(object).some((key) => key.startsWith(prefix))
  return names.map((tag) => {
    const root = document.querySelector(tag)?.shadowRoot
    const nodes = root ? [...root.querySelectorAll('*')] : []
    return {
      tag,
      container: Boolean(root) && has(root, '__reactContainer$'),
      nodes: nodes.length,
      fibers: nodes.filter((node) => has(node, '__reactFiber$')).length,
    }
  })
}

const problems = []
const executablePath = findChromium()
if (!executablePath) problems.push('no Chromium to render in (install one or set CHROMIUM_PATH)')
const browser = executablePath && (await chromium.launch({ executablePath, args: CHROMIUM_ARGS }))
let found = []
const scripts = new Set()
try {
  if (browser) {
    const page = await browser.newPage()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(`${origin}/renderer-check.html`)
    await page.evaluate(
      (names) => Promise.all(names.map((tag) => customElements.whenDefined(tag))),
      tags,
    )
    // Each element renders (after its lazy chunk) into its shadow root; wait until all have.
    await page
      .waitForFunction(
        (names) => names.every((tag) => document.querySelector(tag)?.shadowRoot?.childElementCount),
        tags,
        { timeout: 15_000 },
      )
      .catch(() => undefined)
    await page.waitForLoadState('networkidle')
    found = await page.evaluate(markers, tags)
  }
} catch (error) {
  problems.push(`the page did not load: ${error.message.split('\n')[0]}`)
} finally {
  await browser?.close()
  server.close()
}

if (tags.length === 0) problems.push(`no elements in ${dist}/elements`)
else if (browser && found.length < tags.length)
  problems.push(`${found.length} of ${tags.length} elements looked at`)
for (const { tag, container, nodes, fibers } of found) {
  if (!container)
    problems.push(`<${tag}>'s shadow root is not a React DOM root (no __reactContainer$)`)
  if (nodes === 0) problems.push(`<${tag}> rendered nothing`)
  else if (fibers === 0)
    problems.push(`<${tag}>'s ${nodes} nodes carry no React DOM fiber (__reactFiber$)`)
}
const versions = new Map()
for (const script of scripts) {
  for (const [, version] of readFileSync(join(dist, script), 'utf8').matchAll(STAMP))
    versions.set(script, version)
}
if (browser && versions.size === 0)
  problems.push(
    `no script the elements fetched carries react-dom's stamp (${scripts.size} fetched)`,
  )
for (const [script, version] of versions) {
  if (version !== installed) problems.push(`${script} has react-dom ${version}, not ${installed}`)
}
if (!installed.startsWith('19.')) problems.push(`react-dom is ${installed}, not React 19`)

if (problems.length) {
  console.error(
    `The build's renderer is not React 19's react-dom as installed:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
const fibers = found.reduce((sum, element) => sum + element.fibers, 0)
console.log(
  `${dist}: ${found.length} elements rendered by react-dom ${installed} (${[...versions.keys()].join(', ')}): ` +
    `every shadow root a React DOM root, ${fibers} nodes with React DOM fibers, from ${scripts.size} scripts`,
)
