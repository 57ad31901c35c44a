// Debian's Alertmanager behind a real HTTP proxy that can hold the next new silence's POST: the
// vault's mute is then in flight for as long as a test needs (to unmute, or remove the node, before
// Alertmanager answers). The test reads Alertmanager itself, past the proxy.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { alertmanagerYaml, defaultConfigOptions } from '../../cli/prometheus/config-files.ts'
import { ensureBinaries } from '../../scripts/prometheus/binaries.ts'
import { ownedFolder, releaseFolder } from '../../scripts/prometheus/owned-folders.ts'
import { startAlertmanager } from '../../scripts/prometheus/servers.ts'

export interface ApiSilence {
  id: string
  endsAt: string
  status: { state: string }
  matchers: { name: string; value: string }[]
}

export interface HeldAlertmanager {
  /** The proxy's address: the one the vault is given. */
  url: string
  /** Alertmanager's own address. */
  direct: string
  /** Holds the next POST that creates a silence; resolves once it has arrived (and is held). */
  holdNextCreate(): { arrived: Promise<void>; release(): void }
  /** The silences on `node`, as Alertmanager lists them. */
  silencesOf(node: string): Promise<ApiSilence[]>
  close(): Promise<void>
}

/** Whether the binaries are there (installed from Debian when root): else why not. */
export function alertmanagerMissing(): string | null {
  const found = ensureBinaries()
  return 'missing' in found ? found.missing : null
}

function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => resolve(Buffer.concat(chunks)))
    incoming.on('error', reject)
  })
}

export async function startHeldAlertmanager(): Promise<HeldAlertmanager> {
  const binaries = ensureBinaries()
  if ('missing' in binaries) throw new Error(binaries.missing)
  const folder = await ownedFolder('unit')
  const configFile = join(folder, 'alertmanager.yml')
  writeFileSync(configFile, alertmanagerYaml(defaultConfigOptions))
  const alertmanager = await startAlertmanager(binaries.alertmanager, configFile)
  const target = new URL(alertmanager.url)
  let hold: { arrived: () => void; released: Promise<void> } | null = null

  const forward = async (incoming: IncomingMessage, answer: ServerResponse) => {
    const body = await bodyOf(incoming)
    const creates =
      incoming.method === 'POST' &&
      incoming.url === '/api/v2/silences' &&
      !('id' in (JSON.parse(body.toString() || '{}') as object))
    if (creates && hold) {
      const held = hold
      hold = null
      held.arrived()
      await held.released
    }
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(answer)
      },
    )
    outgoing.on('error', () => answer.destroy())
    outgoing.end(body)
  }
  const proxy = createServer((incoming, answer) => void forward(incoming, answer))
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  const { port } = proxy.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    direct: alertmanager.url,
    holdNextCreate() {
      let arrived!: () => void
      let release!: () => void
      const arrival = new Promise<void>((done) => (arrived = done))
      hold = { arrived, released: new Promise<void>((done) => (release = done)) }
      return { arrived: arrival, release }
    },
    async silencesOf(node) {
      const answer = await fetch(`${alertmanager.url}/api/v2/silences`)
      const silences = (await answer.json()) as ApiSilence[]
      return silences.filter((silence) =>
        silence.matchers.some((matcher) => matcher.name === 'node' && matcher.value === node),
      )
    },
    async close() {
      proxy.closeAllConnections()
      await new Promise((done) => proxy.close(done))
      await alertmanager.close()
      releaseFolder(folder)
    },
  }
}
