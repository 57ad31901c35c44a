import { expectAccessible } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'
import { onboard } from './support/onboard.ts'

// A node started with Mix: its debug info has a mixPubKey.
const test = testOnLine('storage', { mix: true })

test('on a Logos Storage node with Mix: the Download card offers a private download over Mix', async ({
  page,
  sim,
  request,
}) => {
  const state = (await (await request.get(`${sim.url}/_sim/state`)).json()) as {
    networkCids: string[]
  }
  await onboard(page)
  await page.goto('/dashboard/files')
  const card = page.getByRole('region', { name: 'Download' })
  await card.getByRole('textbox', { name: 'CID' }).fill(state.networkCids[0]!)
  const choice = card.getByRole('checkbox', { name: /Private \(Mix\)/ })
  await choice.check()
  await expectAccessible(page)
  const stream = `/network/stream?transport=mix`
  const requested = page.context().waitForEvent('request', (each) => each.url().endsWith(stream))
  await card.getByRole('button', { name: 'Download' }).click()
  await requested
})
