// A Prometheus or Alertmanager password goes only to the address it was given for. A person sets
// address A with a password, then types address B in its place and leaves the password empty: B
// gets no password (A's would reach a server A's owner never trusted). Each server here is a real
// HTTP server on its own port (its own origin) that records every request's Authorization header.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import { NEW_ADDRESS_NO_PASSWORD } from '../../src/stores/nodes/list.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { realServers } from './support/real-servers.ts'

interface Recorder {
  url: string
  /** The Authorization header of each request but the preflights ('' when none came). */
  seen: string[]
  close(): Promise<void>
}

/** What a Prometheus or an Alertmanager answers to the vault's reads: nothing to show. */
function answerOf(request: IncomingMessage): string {
  const path = request.url ?? ''
  if (path.startsWith('/api/v1/')) {
    return JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: [] } })
  }
  return '[]'
}

async function recorder(): Promise<Recorder> {
  const seen: string[] = []
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*')
    response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    seen.push(request.headers.authorization ?? '')
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(answerOf(request))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}

const KINDS = ['Prometheus', 'Alertmanager'] as const
const basic = (password: string) => `Basic ${Buffer.from(`vault:${password}`).toString('base64')}`

let demo: DemoServer
const recorders: Recorder[] = []
const servers = realServers()

test.beforeAll(async ({ vaultServers }) => {
  demo = await servers.serve([{ name: 'Home node', url: vaultServers.simUrl }])
})

test.afterAll(async () => {
  for (const each of recorders.splice(0)) await each.close()
})

test('a password stays with its address: a new address typed in its place starts with none', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const first = { Prometheus: await recorder(), Alertmanager: await recorder() }
  const second = { Prometheus: await recorder(), Alertmanager: await recorder() }
  recorders.push(...Object.values(first), ...Object.values(second))
  const menu = (name: string) => page.getByRole('link', { name, exact: true })
  const card = (kind: (typeof KINDS)[number]) => page.getByRole('form', { name: kind })

  await page.goto(`${demo.url}/dashboard/settings`)
  for (const kind of KINDS) {
    await card(kind).getByLabel(`${kind} address`).fill(first[kind].url)
    await card(kind).getByLabel('Username').fill('vault')
    await card(kind).getByLabel('Password').fill('s3cret')
    await card(kind)
      .getByRole('button', { name: `Save ${kind}` })
      .click()
    await expect(card(kind).getByRole('status')).toHaveText(`${kind} saved.`)
  }
  // Analytics reads Prometheus, the bell Alertmanager: each with its password.
  await menu('Analytics').click()
  for (const kind of KINDS) {
    await expect.poll(() => first[kind].seen, { timeout: 30_000 }).toContain(basic('s3cret'))
  }

  await menu('Settings').click()
  for (const kind of KINDS) {
    await card(kind).getByLabel(`${kind} address`).fill(second[kind].url)
    await expect(card(kind).getByText(NEW_ADDRESS_NO_PASSWORD)).toBeVisible()
    await card(kind)
      .getByRole('button', { name: `Save ${kind}` })
      .click()
    await expect(card(kind).getByRole('status')).toHaveText(`${kind} saved.`)
    await expect(card(kind).getByText(NEW_ADDRESS_NO_PASSWORD)).toHaveCount(0)
  }
  const stored = await page.evaluate(() => localStorage.getItem('codex-monitoring-passwords'))
  expect(stored ?? '').not.toContain('s3cret')
  await expectAccessible(page)

  await menu('Analytics').click()
  for (const kind of KINDS) {
    await expect.poll(() => second[kind].seen.length, { timeout: 30_000 }).toBeGreaterThan(0)
  }
  // Not one request to the new addresses carries a password.
  for (const kind of KINDS) expect(second[kind].seen, kind).toEqual(second[kind].seen.map(() => ''))

  // A password typed for the new address goes to it.
  await menu('Settings').click()
  await card('Prometheus').getByLabel('Password').fill('other')
  await card('Prometheus').getByRole('button', { name: 'Save Prometheus' }).click()
  await expect(card('Prometheus').getByRole('status')).toHaveText('Prometheus saved.')
  await menu('Analytics').click()
  await expect.poll(() => second.Prometheus.seen, { timeout: 30_000 }).toContain(basic('other'))
})
