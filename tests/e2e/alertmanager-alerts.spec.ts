// The bell reads a real Alertmanager (Debian's binary, fed by a real Prometheus scraping a simulator):
// a node stopped with no vault page open fires there, and a page opened afterwards shows it, then
// shows it gone once the node is back; a mute in the vault is a silence in Alertmanager, an unmute
// expires it; an Alertmanager that does not answer gets a clear message beside the browser's alerts.
// What waits on Prometheus and Alertmanager waits at their real speed (their own evaluation and
// resolve timing is part of what is tested); what waits on the vault's own asks of Alertmanager
// (every 30 s while shown) is driven on the page's clock (support/driven-clock.ts).
import type { Page } from '@playwright/test'
import { quickAlertOptions } from '../../cli/prometheus/config-files.ts'
import { freePort, type RunningServer } from '../../scripts/prometheus/servers.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import type { LaunchedSimulator } from '../support/simulator.ts'
import { driveClock, SOON } from './support/driven-clock.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { monitored, realServers } from './support/real-servers.ts'
import { ALERTMANAGER_POLL_MS } from '../../src/stores/cadences.ts'

const NAME = 'Home node'
const SCRAPE_S = 3
// Prometheus's rules at the shortest unreachable delay Settings allows.
const thresholds = { ...DEFAULT_THRESHOLDS, unreachableSeconds: 10 }

let node: LaunchedSimulator
let alertmanager: RunningServer
let withAlertmanager: DemoServer
let deadAlertmanager: DemoServer
let deadUrl: string

const servers = realServers()

test.beforeAll(async () => {
  node = await servers.node({ metricsPort: 0 })
  const options = quickAlertOptions(SCRAPE_S)
  const monitoring = await servers.monitoring([monitored(NAME, node)], { thresholds, options })
  alertmanager = monitoring.alertmanager
  const nodes = [{ name: NAME, url: node.url }]
  withAlertmanager = await servers.serve(nodes, { alertmanagerUrl: alertmanager.url })
  deadUrl = `http://127.0.0.1:${await freePort()}`
  deadAlertmanager = await servers.serve(nodes, { alertmanagerUrl: deadUrl })
})

interface ApiAlert {
  labels: Record<string, string>
}
interface ApiSilence {
  id: string
  createdBy: string
  comment: string
  startsAt: string
  endsAt: string
  status: { state: string }
  matchers: { name: string; value: string }[]
}

async function firingNames(): Promise<string[]> {
  const answer = await fetch(`${alertmanager.url}/api/v2/alerts?active=true&silenced=false`)
  const alerts = (await answer.json()) as ApiAlert[]
  return alerts
    .filter((alert) => alert.labels.node === NAME)
    .map((alert) => alert.labels.alertname!)
}

async function silencesOf(alertname: string): Promise<ApiSilence[]> {
  const answer = await fetch(`${alertmanager.url}/api/v2/silences`)
  const silences = (await answer.json()) as ApiSilence[]
  const matches = (silence: ApiSilence, name: string, value: string) =>
    silence.matchers.some((matcher) => matcher.name === name && matcher.value === value)
  return silences.filter(
    (silence) => matches(silence, 'alertname', alertname) && matches(silence, 'node', NAME),
  )
}

async function openInbox(page: Page) {
  const bell = page.locator('vault-app').getByRole('button', { name: /^Alerts/ })
  await expect(bell).toBeVisible({ timeout: 20_000 })
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click()
  return page.locator('vault-app').getByRole('region', { name: 'Alerts' })
}

/** The vault's dashboard with the bell open, and Alertmanager's `alertname` in it once shown. */
async function managerAlertInBell(page: Page, alertname: string) {
  await page.goto(`${withAlertmanager.url}/dashboard`)
  const inbox = await openInbox(page)
  const alert = inbox.getByRole('listitem').filter({ hasText: `From Alertmanager (${alertname})` })
  await expect(alert).toBeVisible({ timeout: 20_000 })
  return { inbox, alert }
}

test('a node stopped with no page open: a page opened afterwards shows Alertmanager’s alert, then its end', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const clock = await driveClock(context)
  await node.control('/down', { mode: 'reset' })
  const stoppedAt = Date.now()
  await expect.poll(firingNames, { timeout: 60_000 }).toContain('CodexNodeDown')
  const budgetMs = (thresholds.unreachableSeconds + 2 * SCRAPE_S) * 1000
  console.log(
    `node down: Alertmanager fires after ${Date.now() - stoppedAt} ms (budget ${budgetMs} ms)`,
  )
  const { alert: fromManager } = await managerAlertInBell(page, 'CodexNodeDown')
  await expect(fromManager).toContainText('Node not answering')
  await expect(fromManager).toContainText(NAME)
  // The bell counts it though the browser has not yet judged the node down (60 s by default).
  const bell = page.locator('vault-app').getByRole('button', { name: /^Alerts/ })
  await expect(bell).toHaveAttribute('data-level', 'critical')
  await expectAccessible(page)

  await node.control('/up')
  // It was firing just above: now it has to stop.
  const stillFiring = async () => (await firingNames()).includes('CodexNodeDown')
  await expect.poll(stillFiring, { timeout: 60_000 }).toBe(false)
  // The page's next ask (every 30 s while shown) no longer has it.
  await clock.until(() => expect(fromManager).toHaveCount(0, SOON), {
    withinMs: ALERTMANAGER_POLL_MS + 15_000,
    stepMs: 5_000,
  })
})

test('a mute in the vault is a silence in Alertmanager; the unmute expires it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // A no-peers alert pushed into Alertmanager's own API: Prometheus would take minutes to judge it.
  const pushed = await fetch(`${alertmanager.url}/api/v2/alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([
      {
        labels: { alertname: 'CodexNoPeers', node: NAME, rule: 'no-peers', severity: 'warning' },
        annotations: { summary: 'No peers', description: `${NAME} is connected to no other node.` },
      },
    ]),
  })
  expect(pushed.ok).toBe(true)
  const { inbox, alert } = await managerAlertInBell(page, 'CodexNoPeers')
  const words = 'Moving the node to the attic: back tonight'
  await alert.getByRole('button', { name: `Mute “No peers” on ${NAME}` }).click()
  const form = alert.getByRole('form', { name: `Mute “No peers” on ${NAME}` })
  // The words field has focus: typed and sent from the keyboard alone.
  await expect(form.getByLabel('Why')).toBeFocused()
  await page.keyboard.type(words)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Alertmanager silences it')).toBeFocused()
  await form.getByLabel('Alertmanager silences it').selectOption('For 1 day')
  await expectAccessible(page)
  const mutedAt = Date.now()
  await form.getByLabel('Why').press('Enter')
  await expect(alert).toHaveCount(0)
  await expect
    .poll(async () => (await silencesOf('CodexNoPeers')).map((each) => each.status.state), {
      timeout: 15_000,
    })
    .toEqual(['active'])
  const [silence] = await silencesOf('CodexNoPeers')
  expect(silence!.createdBy).toBe('Codex Vault')
  expect(silence!.comment).toBe(words)
  // A day from the mute, give or take the time the request took.
  const lasts = Date.parse(silence!.endsAt) - mutedAt
  expect(lasts).toBeGreaterThan(24 * 3_600_000 - 60_000)
  expect(lasts).toBeLessThan(24 * 3_600_000 + 60_000)

  const muted = inbox.locator('.alert-inbox-muted li').filter({ hasText: `No peers on ${NAME}` })
  await muted.getByRole('button', { name: 'Unmute' }).click()
  await expect
    .poll(async () => (await silencesOf('CodexNoPeers')).map((each) => each.status.state), {
      timeout: 20_000,
    })
    .toEqual(['expired'])
  await expect(inbox.getByText(/still silences/)).toHaveCount(0)
})

/** An alert pushed into Alertmanager's own API: Prometheus would take minutes to judge it. */
async function pushAlert(alertname: string, rule: string, summary: string) {
  const pushed = await fetch(`${alertmanager.url}/api/v2/alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([
      {
        labels: { alertname, node: NAME, rule, severity: 'warning' },
        annotations: { summary, description: `${summary} on ${NAME}.` },
      },
    ]),
  })
  expect(pushed.ok).toBe(true)
}

test('a mute with no words typed: Alertmanager’s silence carries the default words until unmuted; the unmute expires it', async ({
  page,
  context,
}) => {
  const clock = await driveClock(context)
  await pushAlert('CodexPurchasesFailing', 'purchase-failed', 'Storage request failed')
  const { inbox, alert } = await managerAlertInBell(page, 'CodexPurchasesFailing')
  const label = `Mute “Storage request failed” on ${NAME}`
  await alert.getByRole('button', { name: label }).click()
  const form = alert.getByRole('form', { name: label })
  await expect(form.getByLabel('Why')).toHaveValue('')
  const mutedAt = Date.now()
  await form.getByRole('button', { name: 'Mute', exact: true }).click()
  await expect(alert).toHaveCount(0)
  await expect
    .poll(
      async () => (await silencesOf('CodexPurchasesFailing')).map((each) => each.status.state),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['active'])
  const [silence] = await silencesOf('CodexPurchasesFailing')
  expect(silence!.createdBy).toBe('Codex Vault')
  expect(silence!.comment).toBe('Muted in Codex Vault until unmuted there.')
  // "Until unmuted", the form's first length: Alertmanager needs an end, years away.
  expect(Date.parse(silence!.endsAt) - mutedAt).toBeGreaterThan(365 * 24 * 3_600_000)
  // Alertmanager itself now holds the alert silenced.
  const silenced = await fetch(`${alertmanager.url}/api/v2/alerts?silenced=true&active=false`)
  const held = (await silenced.json()) as (ApiAlert & { status: { silencedBy: string[] } })[]
  expect(
    held.find((each) => each.labels.alertname === 'CodexPurchasesFailing')?.status.silencedBy,
  ).toEqual([silence!.id])

  const muted = inbox
    .locator('.alert-inbox-muted li')
    .filter({ hasText: `Storage request failed on ${NAME}` })
  await muted.getByRole('button', { name: 'Unmute' }).click()
  await expect
    .poll(
      async () => (await silencesOf('CodexPurchasesFailing')).map((each) => each.status.state),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['expired'])
  // Shown again on the page's next ask of Alertmanager.
  await clock.until(() => expect(alert).toBeVisible(SOON), {
    withinMs: ALERTMANAGER_POLL_MS + 15_000,
    stepMs: 5_000,
  })
})

test('an Alertmanager that does not answer: a clear message, and the browser’s alerts stay', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(`${deadAlertmanager.url}/dashboard`)
  const inbox = await openInbox(page)
  await expect(
    inbox.getByText(
      `Alertmanager at ${deadUrl} does not answer: is it running, at this address? The alerts below are this browser's.`,
    ),
  ).toBeVisible({ timeout: 20_000 })
  // The simulator runs an older release: the browser's own notice says so.
  await expect(
    inbox.getByRole('listitem').filter({ hasText: 'The node runs an older release' }),
  ).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page)
})
