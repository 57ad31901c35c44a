// The package layer's checks of `npx codex-vault` (issue 50 item 1), run in the app that installed
// the tarball: against simulated nodes that allow the vault's origin, that send no CORS (a node
// started without --api-cors-origin), that serve the Logos Storage line and that sit behind basic
// auth; and its errors for a port in use, a bad address and no node answering.
import type { Browser } from 'playwright'
import { launchSimulator, type LaunchedSimulator } from '../support/simulator.ts'
import { installedDist } from './consumer.ts'
import { freePort, holdPort, must, runCommand, runToEnd, servedProblems } from './serve.ts'

type Check = (name: string, run: () => unknown) => Promise<boolean>

const OPEN = /Open the vault: (http:\/\/127\.0\.0\.1:\d+)\n/

/** What was printed must say (a text, spaces and line breaks alike; or a pattern) and must not. */
function saysProblems(output: string, says: (string | RegExp)[], never: RegExp[] = []): string[] {
  const flat = output.replace(/\s+/g, ' ')
  const problems = says
    .filter((text) => (typeof text === 'string' ? !flat.includes(text) : !text.test(output)))
    .map((text) => `it does not say ${String(text)}`)
  for (const pattern of never) if (pattern.test(output)) problems.push(`it says ${String(pattern)}`)
  return problems.length ? [...problems, `it printed:\n${output}`] : []
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Advice to allow every origin, in any spelling: the command must never give it. */
const STAR_ADVICE = /--api-cors-origin=['"]?\*/

/**
 * Opens the served dashboard in Chromium: it must show the node's line and version (read through
 * the node's CORS), with no uncaught error and nothing the CSP refused.
 */
async function dashboardProblems(
  browser: Browser,
  vault: string,
  shows: RegExp,
): Promise<string[]> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`)
  })
  try {
    await page.goto(`${vault}/dashboard`)
    await page.getByText(shows).first().waitFor({ timeout: 20_000 })
  } catch (error) {
    problems.push(`the dashboard does not show ${String(shows)}: ${String(error).split('\n')[0]}`)
  } finally {
    await page.close()
  }
  return problems
}

/** Serves against `sim` until Ctrl-C; returns what it printed, after checking what it served. */
async function serveUntilInterrupted(
  app: string,
  sim: LaunchedSimulator,
  extra: string[] = [],
  stdin = '',
  secret?: string,
  direct = false,
  open?: { browser: Browser; shows: RegExp },
): Promise<string> {
  const port = await freePort()
  const args = ['--node', sim.url, '--port', String(port), ...extra]
  const running = runCommand(app, args, stdin, direct)
  try {
    const [, vault] = await running.waitFor(OPEN)
    if (vault !== `http://127.0.0.1:${port}`)
      throw new Error(`it serves at ${vault}, not port ${port}`)
    must(await servedProblems(vault, installedDist(app), sim.url, secret))
    if (open) must(await dashboardProblems(open.browser, vault, open.shows))
    running.interrupt()
    const code = await running.exited
    // npx runs the bin through `sh -c`; Debian's sh (dash) dies of the SIGINT itself, and npm then
    // ends with that signal whatever the bin does. The bin run alone must end with 0.
    const expected: (number | string)[] = direct ? [0] : [0, 'signal:SIGINT']
    if (!expected.includes(code))
      throw new Error(`Ctrl-C ended it with ${code}, not 0:\n${running.output()}`)
    await running.waitFor(/Stopped\.\n$/, 5000)
    const after = await fetch(vault).then(
      () => 'answers',
      () => 'closed',
    )
    if (after !== 'closed') throw new Error(`after Ctrl-C, ${vault} still answers`)
    return running.output()
  } finally {
    running.kill()
  }
}

export async function checkServeCommand(
  app: string,
  check: Check,
  closing: (() => Promise<unknown>)[],
  browser: Browser,
): Promise<void> {
  const launch = async (options: Parameters<typeof launchSimulator>[0]) => {
    const sim = await launchSimulator(options)
    closing.push(() => sim.close())
    return sim
  }
  const allowing = await launch({ api: 'codex-0.2.5' })
  const refusing = await launch({ cors: 'none' })
  const storage = await launch({ api: 'storage' })
  const password = 'correct horse: battery'
  const guarded = await launch({ auth: { username: 'alice', password } })

  await check(
    'npx codex-vault serves the vault for a node that allows its origin, and Chromium shows it',
    async () => {
      const output = await serveUntilInterrupted(app, allowing, [], '', undefined, false, {
        browser,
        shows: /Codex 0\.2\.5/,
      })
      must(
        saysProblems(output, [
          `Node at ${allowing.url}: Codex 0.2.5 (API /api/codex/v1)`,
          /CORS: the node lets the vault at http:\/\/127\.0\.0\.1:\d+ read its answers\./,
        ]),
      )
    },
  )
  await check('Ctrl-C stops the installed command cleanly, with exit code 0', () =>
    serveUntilInterrupted(app, allowing, [], '', undefined, true),
  )
  await check(
    'npx codex-vault names the flag to add for a node without CORS, never *',
    async () => {
      const output = await serveUntilInterrupted(app, refusing)
      const origin = OPEN.exec(output)?.[1] ?? '(no address)'
      must(
        saysProblems(
          output,
          [
            `Node at ${refusing.url}: Codex 0.2.0 (API /api/codex/v1)`,
            'CORS: the node sends no Access-Control-Allow-Origin',
            new RegExp(`\n {2}--api-cors-origin=${escaped(origin)}\n`),
            'Not *: that lets every web page you visit read and delete your files.',
          ],
          [STAR_ADVICE],
        ),
      )
    },
  )
  await check('npx codex-vault tells a Logos Storage node by its line', async () => {
    const output = await serveUntilInterrupted(app, storage)
    must(
      saysProblems(output, [
        /Node at http:\/\/127\.0\.0\.1:\d+: Logos Storage [\d.]+ \(API \/api\/storage\/v1\)/,
      ]),
    )
  })
  await check(
    'npx codex-vault asks the password of a node behind basic auth at the prompt',
    async () => {
      const output = await serveUntilInterrupted(
        app,
        guarded,
        ['--node-user', 'alice'],
        `${password}\n`,
        password,
      )
      must(
        saysProblems(
          output,
          [`Password for alice at ${guarded.url}: `, 'The password worked.', 'Nodes page'],
          [new RegExp(password)],
        ),
      )
      const wrong = await runToEnd(
        app,
        ['--node', guarded.url, '--port', String(await freePort()), '--node-user', 'alice'],
        'wrong\n',
      )
      must([
        ...(wrong.code === 1 ? [] : [`a wrong password: exit ${wrong.code}, not 1`]),
        ...saysProblems(wrong.output, [`The node at ${guarded.url} refused the user alice`]),
      ])
      const none = await runToEnd(app, ['--node', guarded.url, '--port', String(await freePort())])
      must([
        ...(none.code === 1 ? [] : [`no user: exit ${none.code}, not 1`]),
        ...saysProblems(none.output, ['asks for a user and password', '--node-user <user>']),
      ])
    },
  )
  await check('npx codex-vault says clearly: a port in use, a bad address, no node', async () => {
    const held = await holdPort()
    try {
      const port = String(held.port)
      const inUse = await runToEnd(app, ['--node', allowing.url, '--port', port])
      const bad = await runToEnd(app, [
        '--node',
        'localhost:8080',
        '--port',
        String(await freePort()),
      ])
      const badPort = await runToEnd(app, ['--port', '99999'])
      const silent = await runToEnd(app, [
        '--node',
        `http://127.0.0.1:${await freePort()}`,
        '--port',
        String(await freePort()),
      ])
      const expect = (
        what: string,
        run: { code: number | string; output: string },
        code: number,
        says: (string | RegExp)[],
      ) => [
        ...(run.code === code ? [] : [`${what}: exit ${run.code}, not ${code}`]),
        ...saysProblems(run.output, says).map((problem) => `${what}: ${problem}`),
      ]
      must([
        ...expect('a port in use', inUse, 1, [`Port ${port} is in use`, '--port <n>']),
        ...expect('a bad address', bad, 2, [
          '--node localhost:8080: not an http:// or https:// address',
        ]),
        ...expect('a bad port', badPort, 2, ['--port 99999: not a port']),
        ...expect('no node', silent, 1, [
          /No node answers at http:\/\/127\.0\.0\.1:\d+: nothing listens there/,
        ]),
      ])
    } finally {
      await new Promise((done) => held.server.close(done))
    }
  })
}
