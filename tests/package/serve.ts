// `npx codex-vault` as a person runs it from an installed package (no clone, no build): started in
// its own process group, as a terminal does, so a Ctrl-C is a SIGINT to the group; what it prints
// read as it comes; and what it serves fetched as a browser would.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'

export interface RunningCommand {
  child: ChildProcess
  /** Everything printed so far, stdout and stderr together in order. */
  output(): string
  /** Resolves with the first match of `pattern` in the output; rejects when it ends without one. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
  /** Resolves with the exit code once it ends (a signal's death is `signal:SIGINT`). */
  exited: Promise<number | string>
  /** Ctrl-C in its terminal: SIGINT to its whole process group (npx and the command). */
  interrupt(): void
  kill(): void
}

/**
 * Runs `npx codex-vault …args` in `app`, with `stdin` written to its input (then closed); `direct`
 * runs the installed bin itself (what npx runs, through `sh -c`), so its own exit code is seen.
 */
export function runCommand(
  app: string,
  args: string[],
  stdin = '',
  direct = false,
): RunningCommand {
  const [command, prefix] = direct
    ? [join(app, 'node_modules/.bin/codex-vault'), []]
    : ['npx', ['codex-vault']]
  const child = spawn(command, [...prefix, ...args], {
    cwd: app,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let text = ''
  const listeners = new Set<() => void>()
  const add = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', add)
  child.stderr!.on('data', add)
  child.stdin!.end(stdin)
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? `signal:${signal ?? '?'}`)),
  )
  // Ended once nothing more can be printed: every process holding its output has closed it.
  let ended = false
  child.once('close', () => {
    ended = true
    for (const listener of listeners) listener()
  })
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // Already gone.
    }
  }
  return {
    child,
    output: () => text,
    exited,
    interrupt: () => group('SIGINT'),
    kill: () => group('SIGKILL'),
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no ${String(pattern)} in ${timeoutMs} ms`)),
          timeoutMs,
        )
        const check = () => {
          const match = pattern.exec(text)
          if (match) finish(undefined, match)
          else if (ended) finish(new Error(`it ended without printing ${String(pattern)}`))
        }
        const finish = (error?: Error, match?: RegExpExecArray) => {
          clearTimeout(timer)
          listeners.delete(check)
          if (error) reject(new Error(`${error.message}; it printed:\n${text}`))
          else resolve(match!)
        }
        listeners.add(check)
        check()
      })
    },
  }
}

/** Runs the command to its end (with a deadline): its exit code and output. */
export async function runToEnd(
  app: string,
  args: string[],
  stdin = '',
  timeoutMs = 30_000,
): Promise<{ code: number | string; output: string }> {
  const running = runCommand(app, args, stdin)
  const timer = setTimeout(() => running.kill(), timeoutMs)
  const code = await running.exited
  clearTimeout(timer)
  return { code, output: running.output() }
}

export { freePort } from '../../scripts/prometheus/servers.ts'

/** Holds a loopback port, as another program serving there would. */
export function holdPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve, reject) => {
    const server = createServer((_request, response) => response.end('someone else'))
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server })
    })
  })
}

/** Throws with every problem found, one a line. */
export function must(problems: string[]): void {
  if (problems.length) throw new Error(problems.join('\n'))
}

/**
 * What the served vault must be, as a production site serves it: pages with the CSP, the node's
 * address written into <vault-app>, compressed and never cached; the installed scripts compressed,
 * byte for byte; an SPA fallback for a route with no page of its own; and no password anywhere.
 */
export async function servedProblems(
  vault: string,
  dist: string,
  nodeUrl: string,
  secret?: string,
): Promise<string[]> {
  const problems: string[] = []
  const get = (path: string, encoding: string) =>
    fetch(`${vault}${path}`, { headers: { 'accept-encoding': encoding } })
  for (const path of ['/', '/dashboard/files', '/dashboard/files/deeper', '/dashboard/nowhere']) {
    const page = await get(path, 'gzip, deflate, br')
    const html = await page.text()
    const header = (name: string) => page.headers.get(name) ?? ''
    if (page.status !== 200) problems.push(`${path}: status ${page.status}`)
    if (!/script-src 'self'/.test(header('content-security-policy')))
      problems.push(`${path}: no CSP (${header('content-security-policy') || 'none'})`)
    if (header('content-encoding') !== 'br')
      problems.push(`${path}: sent ${header('content-encoding') || 'uncompressed'}, not br`)
    if (header('cache-control') !== 'no-store')
      problems.push(`${path}: cache-control ${header('cache-control')}`)
    if (!html.includes(`<vault-app node-url="${nodeUrl}"`))
      problems.push(`${path}: <vault-app> is not pointed at ${nodeUrl}`)
    if (secret && html.includes(secret)) problems.push(`${path}: the page holds the password`)
  }
  // The entry imports its chunks as `../assets/<name>-<hash>.js`.
  const entry = readFileSync(join(dist, 'elements/vault-app.js'), 'utf8')
  const scripts: [string, string, string][] = [
    ['/elements/vault-app.js', 'gzip', 'no-cache'],
    ['/elements/vault-app.js', 'br', 'no-cache'],
  ]
  const firstChunk = /assets\/[\w-]+\.js/.exec(entry)?.[0]
  if (firstChunk) scripts.push([`/${firstChunk}`, 'br', 'public, max-age=31536000, immutable'])
  else problems.push('vault-app.js names no chunk to fetch')
  for (const [path, encoding, caching] of scripts) {
    const script = await get(path, encoding)
    const body = await script.text()
    const header = (name: string) => script.headers.get(name) ?? ''
    if (script.status !== 200) problems.push(`${path}: status ${script.status}`)
    if (header('content-encoding') !== encoding)
      problems.push(`${path} (${encoding}): sent ${header('content-encoding') || 'uncompressed'}`)
    if (!/javascript/.test(header('content-type')))
      problems.push(`${path}: type ${header('content-type')}`)
    if (header('cache-control') !== caching)
      problems.push(`${path}: cache-control ${header('cache-control')}`)
    if (body !== readFileSync(join(dist, path), 'utf8'))
      problems.push(`${path} (${encoding}): not the installed file's bytes`)
    const again = await fetch(`${vault}${path}`, {
      headers: { 'accept-encoding': encoding, 'if-none-match': header('etag') },
    })
    if (again.status !== 304)
      problems.push(`${path} (${encoding}): revalidation gave ${again.status}`)
  }
  const missing = await get('/assets/nothing-here.js', 'br')
  if (missing.status !== 404) problems.push(`a missing script: status ${missing.status}`)
  return problems
}
