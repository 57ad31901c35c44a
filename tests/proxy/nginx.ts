// Debian's nginx in front of a node, with the repository's own site file (deploy/nginx/
// codex-node.conf) rendered for the test by plain substitution of its marked values, a certificate
// made for the run, and an htpasswd line made as docs/nodes.md tells a person to. nginx runs as a
// child process with its own prefix, pid, logs and temporary folders, in the foreground.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../scripts/prometheus/servers.ts'

const checkout = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const SITE_FILE = join(checkout, 'deploy/nginx/codex-node.conf')
/** A line a person edits ends in this comment; nothing else in the file changes. */
const MARK = '# EDIT:'
const PACKAGES = ['nginx-light', 'openssl']
const READY_MS = 10_000

/** What a test puts where the file has its example values. */
export interface SiteValues {
  vaultOrigin: string
  port: number
  certificate: string
  key: string
  htpasswd: string
  /** host:port of the node's REST API. */
  upstream: string
}

/** Each marked value of the file as it is shipped, and what the test writes in its place. */
function substitutions(values: SiteValues): [string, string][] {
  return [
    ['"https://vault.example.org"', JSON.stringify(values.vaultOrigin)],
    ['listen 443 ssl', `listen 127.0.0.1:${values.port} ssl`],
    ['server_name node.example.org', 'server_name 127.0.0.1'],
    ['/etc/ssl/codex-node/fullchain.pem', values.certificate],
    ['/etc/ssl/codex-node/privkey.pem', values.key],
    ['/etc/nginx/codex-node.htpasswd', values.htpasswd],
    ['http://127.0.0.1:8080', `http://${values.upstream}`],
  ]
}

/**
 * The site file with the test's values: each marked line takes exactly one of them and every value
 * is used once, so the file cannot gain a value a person must edit that the test leaves alone.
 */
export function renderSite(text: string, values: SiteValues): string {
  const pending = substitutions(values)
  const lines = text.split('\n').map((line, index) => {
    if (!line.includes(MARK)) return line
    const at = pending.findIndex(([example]) => line.includes(example))
    if (at < 0) throw new Error(`${SITE_FILE}:${index + 1}: a marked line the test cannot fill`)
    const [[example, value]] = pending.splice(at, 1) as [[string, string]]
    return line.replace(example, value)
  })
  if (pending.length) {
    throw new Error(`not on a marked line of ${SITE_FILE}: ${pending.map(([e]) => e).join(', ')}`)
  }
  return lines.join('\n')
}

function which(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  return found || undefined
}

const findNginx = () =>
  which('nginx') ?? ['/usr/sbin/nginx'].find((path) => existsSync(path)) ?? undefined

export interface Tools {
  nginx: string
  openssl: string
  version: string
}

/** nginx and openssl, installed from Debian when root with apt (as `npm test` does the browsers). */
export function ensureTools(): Tools | { missing: string } {
  let nginx = findNginx()
  let openssl = which('openssl')
  if ((!nginx || !openssl) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No nginx or openssl found: installing Debian ${PACKAGES.join(' ')}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
      stdio: 'inherit',
      env,
    })
    nginx = findNginx()
    openssl = which('openssl')
  }
  if (!nginx || !openssl) {
    return {
      missing: `nginx or openssl not found: install them (Debian: \`sudo apt-get install ${PACKAGES.join(' ')}\`)`,
    }
  }
  const run = spawnSync(nginx, ['-v'], { encoding: 'utf8' })
  const version = /nginx\/(\S+)/.exec(`${run.stdout}${run.stderr}`)?.[1] ?? 'unknown'
  return { nginx, openssl, version }
}

function runOrThrow(command: string, args: string[], input?: string): string {
  const run = spawnSync(command, args, { encoding: 'utf8', input })
  if (run.status !== 0)
    throw new Error(`${command} ${args[0]}: ${run.stderr || run.error?.message}`)
  return run.stdout
}

/** A self-signed certificate for 127.0.0.1, valid for a day. */
function makeCertificate(openssl: string, dir: string) {
  const certificate = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  runOrThrow(openssl, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ])
  return { certificate, key }
}

/** `user:hash` as docs/nodes.md makes it: `openssl passwd -apr1`. */
export function htpasswdLine(openssl: string, username: string, password: string): string {
  const hash = runOrThrow(openssl, ['passwd', '-apr1', '-stdin'], `${password}\n`).trim()
  return `${username}:${hash}\n`
}

/** What Debian's /etc/nginx/nginx.conf is to the site file: paths of this run's own, then the site. */
function mainConfig(dir: string): string {
  return [
    `pid ${dir}/nginx.pid;`,
    // warn: nginx says there when it buffers a body to disk, which the site file must not do.
    `error_log ${dir}/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    `    access_log ${dir}/access.log;`,
    `    client_body_temp_path ${dir}/client-body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    `    include ${dir}/codex-node.conf;`,
    '}',
    '',
  ].join('\n')
}

export interface NginxProxy {
  /** https://127.0.0.1:PORT, the address a person types into Nodes. */
  url: string
  /** The test certificate (PEM), for a client that trusts it. */
  ca: string
  /** nginx's error log so far. */
  errorLog(): Promise<string>
  close(): Promise<void>
}

function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/** Starts nginx with the site file in front of `upstream` (host:port) for `vaultOrigin`. */
export async function startNginx(
  tools: Tools,
  options: { upstream: string; vaultOrigin: string; username: string; password: string },
): Promise<NginxProxy> {
  const dir = await mkdtemp(join(tmpdir(), 'vault-nginx-'))
  // nginx's workers run as another user: they read the password file and write temporary files.
  await chmod(dir, 0o755)
  const { certificate, key } = makeCertificate(tools.openssl, dir)
  const htpasswd = join(dir, 'codex-node.htpasswd')
  await writeFile(htpasswd, htpasswdLine(tools.openssl, options.username, options.password))
  await chmod(htpasswd, 0o644)
  // What Debian ships at nginx's default root (/usr/share/nginx/html), here under the run's prefix.
  await mkdir(join(dir, 'html'))
  await writeFile(join(dir, 'html', 'index.html'), '<h1>Welcome to nginx!</h1>\n')
  await chmod(join(dir, 'html'), 0o755)
  const port = await freePort()
  const site = renderSite(readFileSync(SITE_FILE, 'utf8'), {
    vaultOrigin: options.vaultOrigin,
    port,
    certificate,
    key,
    htpasswd,
    upstream: options.upstream,
  })
  await writeFile(join(dir, 'codex-node.conf'), site)
  const config = join(dir, 'nginx.conf')
  await writeFile(config, mainConfig(dir))
  const flags = ['-p', dir, '-c', config, '-e', join(dir, 'error.log')]
  let output = ''
  const child: ChildProcess = spawn(tools.nginx, [...flags, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '')
  const stopped = () => child.exitCode !== null || child.signalCode !== null
  // A worker that exits without its teardown leaves no nginx holding the port.
  const orphaned = () => child.kill('SIGTERM')
  process.once('exit', orphaned)
  child.once('exit', () => process.off('exit', orphaned))
  const stop = () =>
    stopped()
      ? Promise.resolve()
      : new Promise<void>((done) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
          child.once('exit', () => {
            clearTimeout(force)
            done()
          })
          child.kill('SIGTERM')
        })
  const deadline = Date.now() + READY_MS
  while (!(await answers(port))) {
    if (stopped() || Date.now() > deadline) {
      await stop()
      const why = `${output}${await errorLog()}`.slice(-2000)
      await rm(dir, { recursive: true, force: true })
      throw new Error(`nginx did not start with ${SITE_FILE}:\n${why}`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    url: `https://127.0.0.1:${port}`,
    ca: readFileSync(certificate, 'utf8'),
    errorLog,
    async close() {
      await stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: Buffer
  body: string
}

/** One HTTPS request that trusts only the test certificate, as a client outside the browser. */
export function httpsCall(
  proxy: NginxProxy,
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer
    /** Reads nothing of the answer's body for this long, as a slow client. */
    readAfterMs?: number
  } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = request(
      `${proxy.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, ca: proxy.ca },
      (response) => {
        const chunks: Buffer[] = []
        if (init.readAfterMs) {
          response.pause()
          setTimeout(() => response.resume(), init.readAfterMs)
        }
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
            body: Buffer.concat(chunks).toString(),
          }),
        )
        response.on('error', fail)
      },
    )
    call.on('error', fail)
    call.end(init.body)
  })
}
