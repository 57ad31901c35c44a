// `npx codex-vault [--node URL] [--port N] [--node-user USER] [--open]`: serves the vault the
// package holds (its dist/) on loopback as a production site would (serve-demo.ts: the CSP,
// compression, caching, an SPA fallback), asks the node first (node-probe.ts), says what it found
// and prints the address to open. Ctrl-C (or SIGTERM) stops it, with exit code 0.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveDemo, type DemoConfig, type DemoServer } from './serve-demo.ts'
import { probeNode } from './node-probe.ts'
import { reportProbe } from './probe-report.ts'
import { PromptCancelled, readPassword } from './read-password.ts'
import { HOST, parseServeArgs, serveUsage, type ServeOptions } from './serve-args.ts'

export interface Console {
  log(line: string): void
  error(line: string): void
}

/**
 * The built vault: dist/ beside the bundled command (dist/cli/codex-vault.mjs in the package), or
 * the repository's dist/ when run from its sources.
 */
export function vaultDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url))
  return [join(here, '..'), join(here, '../../dist')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  )
}

/** The configuration written into the pages: the node, and with a user, the node list entry. */
export function pageConfig(options: ServeOptions): DemoConfig {
  const config: DemoConfig = { nodeUrl: options.node }
  if (options.nodeUser)
    config.nodes = [
      { name: new URL(options.node).host, url: options.node, username: options.nodeUser },
    ]
  return config
}

function listenError(error: NodeJS.ErrnoException, port: number): string {
  const where = `${HOST}:${String(port)}`
  if (error.code === 'EADDRINUSE')
    return [
      `Port ${String(port)} is in use: something else already listens on ${where}`,
      `(another codex-vault, or npm start?). Stop it, or serve the vault on another port with`,
      `--port <n>; the node's --api-cors-origin must then name http://${HOST}:<n>.`,
    ].join('\n')
  if (error.code === 'EACCES')
    return `Port ${String(port)} needs privileges this user does not have: choose one above 1023 with --port <n>.`
  return `Cannot serve on ${where}: ${error.message}`
}

/** Opens `url` in the person's browser; says so when none could be started. */
function openBrowser(url: string, out: Console): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]]
  const child = spawn(command, args, { detached: true, stdio: 'ignore' })
  const failed = () => out.error(`Could not open a browser (${command}): open ${url} yourself.`)
  child.on('error', failed)
  // xdg-open without a desktop or browser ends with a non-zero code.
  child.on('exit', (code) => {
    if (code) failed()
  })
  child.unref()
}

/** Resolves on the first Ctrl-C (SIGINT) or SIGTERM. */
function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve(signal)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}

export async function serveCommand(argv: string[], out: Console = console): Promise<number> {
  const parsed = parseServeArgs(argv)
  if (parsed.kind === 'help') {
    out.log(serveUsage)
    return 0
  }
  if (parsed.kind === 'error') {
    out.error(`${parsed.message}\nRun \`codex-vault --help\` for the options.`)
    return 2
  }
  const options = parsed.options
  const distDir = vaultDist()
  if (!distDir) {
    out.error('The built vault (dist/index.html) is missing: in the repository, run npm run build.')
    return 1
  }
  const origin = `http://${HOST}:${String(options.port)}`
  // Listening first: a port in use is said before a password is asked for.
  let server: DemoServer
  try {
    server = await serveDemo({
      distDir,
      host: HOST,
      port: options.port,
      config: pageConfig(options),
    })
  } catch (error) {
    out.error(listenError(error as NodeJS.ErrnoException, options.port))
    return 1
  }
  let credentials: { username: string; password: string } | undefined
  if (options.nodeUser) {
    try {
      const password = await readPassword(`Password for ${options.nodeUser} at ${options.node}: `)
      credentials = { username: options.nodeUser, password }
    } catch (error) {
      await server.close()
      if (!(error instanceof PromptCancelled)) throw error
      out.error(error.message)
      return 1
    }
  }
  const probe = await probeNode({ node: options.node, origin, credentials })
  const report = reportProbe(probe, { node: options.node, origin, nodeUser: options.nodeUser })
  if (report.fatal) {
    out.error(report.lines.join('\n'))
    await server.close()
    return 1
  }
  out.log(report.lines.join('\n'))
  const stopped = stopSignal()
  out.log(`\nOpen the vault: ${origin}\nCtrl-C stops it.`)
  if (options.open) openBrowser(origin, out)
  await stopped
  await server.close()
  out.log('Stopped.')
  return 0
}
