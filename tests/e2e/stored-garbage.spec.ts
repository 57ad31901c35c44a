// Every `codex-*` key the stores keep, filled with garbage or with another app's JSON: every route
// still loads, with the defaults, and raises no uncaught error.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nodeValues } from '../../src/stores/nodes/values.ts'
import { ONBOARDING_ROUTES, SECTION_ROUTES } from '../../src/stores/page/routes.ts'
import { expect, test } from './support/fixtures.ts'

const STORES = 'src/stores'

/** The stored keys, read from the stores' source so a new key is covered without a change here. */
function storedKeys(): string[] {
  const keys = new Set<string>()
  const files = readdirSync(STORES, { recursive: true }).map(String)
  for (const file of files.filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(STORES, file), 'utf8')
    for (const match of source.matchAll(/persistent(?:Value|Text)[^(]*\(\s*'(codex-[\w-]+)'/g))
      keys.add(match[1] as string)
  }
  // Each node keeps its own values: the first node's, an unlisted address's, and the keys of the
  // single-node layout that the first load moves under the first node.
  for (const [name] of nodeValues) {
    keys.add(`codex-${name}`)
    keys.add(`codex-${name}@node-1`)
    keys.add(`codex-${name}@url:http://localhost:8080`)
  }
  return [...keys].sort()
}

const GARBAGE: Record<string, string> = {
  'not JSON': '{"unterminated',
  "another app's JSON": JSON.stringify({
    version: 3,
    user: { id: 7, roles: ['admin'] },
    items: [{ name: '<img src=x onerror=alert(1)>', cids: 5 }],
  }),
  'wrong types': '[null, true, -1, 1e309, "\u0000"]',
  huge: JSON.stringify('x'.repeat(200_000)),
}

/** Every section from the route table, in the side menu's order; the first is loaded directly. */
const SECTIONS = Object.values(SECTION_ROUTES)

test('the stores keep at least the keys the spec lists', () => {
  const keys = storedKeys()
  for (const key of [
    'codex-nodes',
    'codex-active-node',
    'codex-node-passwords',
    'codex-onboarding-step',
    'codex-display-name',
    'codex-emoji',
    'codex-folders@node-1',
    'codex-purchases@node-1',
    'codex-availability-nicknames@node-1',
    'codex-storage-request-step@node-1',
    'codex-storage-request-form@node-1',
    'codex-availability-step@node-1',
    'codex-availability-form@node-1',
    'codex-upload-times@node-1',
  ]) {
    expect(keys).toContain(key)
  }
})

for (const [kind, value] of Object.entries(GARBAGE)) {
  test(`every stored key holding ${kind}: every route loads with the defaults`, async ({
    page,
  }) => {
    const keys = storedKeys()
    await page.addInitScript(
      ({ keys: all, value: stored }) => {
        // Once per tab: a reload must read what the page wrote back, not the garbage again.
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        for (const key of all) {
          try {
            localStorage.setItem(key, stored)
          } catch {
            // Full: the keys that fit hold the garbage, as in a browser whose storage ran out.
          }
        }
      },
      { keys, value },
    )
    // Each onboarding screen is a load of its own (a person arrives on one from a link).
    for (const path of Object.values(ONBOARDING_ROUTES)) {
      await page.goto(path)
      await expect(page.locator('vault-app').getByRole('link').first()).toBeVisible()
    }
    // The dashboard loads once; every other section is opened from the side menu, as a person
    // does: each section's stores read their keys when it first shows, however it was reached.
    const menu = page.getByRole('navigation', { name: 'Main' })
    const [first, ...rest] = SECTIONS
    await page.goto(first!.path)
    // The default node URL from the demo page answers: the node is found.
    await expect(page.getByRole('button', { name: 'Node: Connected' })).toBeVisible()
    for (const section of [first!, ...rest]) {
      await test.step(section.path, async () => {
        if (section !== first)
          await menu.getByRole('link', { name: section.menu.label, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${section.path}$`))
        await expect(
          page.getByRole('heading', { level: 1, name: section.title, exact: true }),
        ).toBeVisible()
        await expect(page.getByRole('button', { name: 'Node: Connected' })).toBeVisible()
      })
    }
    // Defaults: no display name, the robot, error reporting off.
    await menu.getByRole('link', { name: SECTION_ROUTES.settings.menu.label, exact: true }).click()
    await expect(page.getByText('Error reporting is off.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'DSN' })).toHaveValue('')
    await menu.getByRole('link', { name: SECTION_ROUTES.dashboard.menu.label, exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Welcome back', exact: true })).toBeVisible()
    await menu.getByRole('link', { name: SECTION_ROUTES.purchases.menu.label, exact: true }).click()
    await page.getByRole('button', { name: 'Storage Request' }).click()
    const wizard = page.getByRole('dialog', { name: 'Storage request' })
    await expect(wizard.getByRole('combobox', { name: 'Choose a CID' })).toHaveValue('')
  })
}
