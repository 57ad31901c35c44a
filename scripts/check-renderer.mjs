// `node scripts/check-renderer.mjs [DIST]`: the build renders with React 19 and react-dom, the same
// react-dom the tests use, and ships no Preact. Exits 1, saying why, when either is not so.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
const reactDom = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')).version
const scripts = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js'))
const problems = []
const withPreact = scripts.filter((file) => /preact/i.test(readFileSync(join(dist, file), 'utf8')))
if (withPreact.length) problems.push(`Preact in ${withPreact.join(', ')}`)
// react-dom names itself to React's devtools with its version.
const stamp = new RegExp(`rendererPackageName:[\`"']react-dom`)
const withReactDom = scripts.filter((file) => {
  const code = readFileSync(join(dist, file), 'utf8')
  return stamp.test(code) && code.includes(reactDom)
})
if (withReactDom.length === 0) problems.push(`no file carries react-dom ${reactDom}`)
if (!reactDom.startsWith('19.')) problems.push(`react-dom is ${reactDom}, not React 19`)

if (problems.length) {
  console.error(`The build's renderer is not React 19 as installed: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(
  `${dist}: ${scripts.length} scripts, rendered by react-dom ${reactDom} (${withReactDom.join(', ')}), no Preact`,
)
