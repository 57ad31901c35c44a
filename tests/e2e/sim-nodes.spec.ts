// The simulated fleet as a browser sees it from the demo's origin: the password node's 401 is
// readable, a preflight lets Authorization through, and a stopped node is a network error (no
// HTTP answer) until it starts again. The vault's own fleet journeys build on these.
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'

const test = testWithNodes([
  { name: 'Home node' },
  { name: 'Logos Storage node', api: 'storage' },
  { name: 'Hosted node', api: 'codex-0.2.5', auth: { username: 'vault', password: 'vault-demo' } },
])

/** A cross-origin fetch from the page: its status, or the error's name when it rejects. */
async function fetchFromPage(
  page: import('@playwright/test').Page,
  url: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return page.evaluate(
    async ({ url, headers }) => {
      try {
        return (await fetch(url, { headers })).status
      } catch (error) {
        return error instanceof Error ? error.name : String(error)
      }
    },
    { url, headers },
  )
}

test('the demo page carries the node list, without the password', async ({ page, fleet }) => {
  await page.goto('/')
  const nodes = await page.locator('vault-app').getAttribute('nodes')
  expect(JSON.parse(nodes ?? '[]')).toEqual(fleet.demoNodes)
  expect(await page.content()).not.toContain('vault-demo')
})

test('the hosted node answers a readable 401, and 200 with its password', async ({
  page,
  fleet,
}) => {
  const hosted = fleet.nodes[2]!
  await page.goto('/')
  expect(await fetchFromPage(page, `${hosted.api}/spr`)).toBe(401)
  const wrong = `Basic ${Buffer.from('vault:nope').toString('base64')}`
  expect(await fetchFromPage(page, `${hosted.api}/spr`, { Authorization: wrong })).toBe(401)
  expect(
    await fetchFromPage(page, `${hosted.api}/spr`, { Authorization: hosted.authorization! }),
  ).toBe(200)
  const counted = await hosted.requests()
  expect(counted.byRoute['OPTIONS /spr']).toBeGreaterThanOrEqual(1)
})

test('a stopped node is a network error to the page, the others answer, and it comes back', async ({
  page,
  fleet,
}) => {
  const [home, storage, hosted] = fleet.nodes
  await page.goto('/')
  await storage!.stop()
  await hosted!.stop()
  expect(await fetchFromPage(page, `${storage!.api}/spr`)).toBe('TypeError')
  expect(
    await fetchFromPage(page, `${hosted!.api}/spr`, { Authorization: hosted!.authorization! }),
  ).toBe('TypeError')
  expect(await fetchFromPage(page, `${home!.api}/spr`)).toBe(200)
  await storage!.start()
  expect(await fetchFromPage(page, `${storage!.api}/spr`)).toBe(200)
  await hosted!.stop('bad-gateway')
  expect(
    await fetchFromPage(page, `${hosted!.api}/spr`, { Authorization: hosted!.authorization! }),
  ).toBe(502)
})
