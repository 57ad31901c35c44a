import { expect, test } from './support/fixtures.ts'

const PAYLOAD = '<img src=x onerror="window.__pwned=1">.txt'

test('file names and node error bodies that carry HTML render as inert text', async ({
  page,
  sim,
}) => {
  // A real node refuses such a name on upload; another node, or a hostile one, may still send it.
  const list = {
    content: [
      {
        cid: 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
        manifest: {
          treeCid: 'zDzSvJTezk7bJNQqFq8k1iHXY84psNuUfZVusA5bBQQUSuyzDSVL',
          datasetSize: 7,
          blockSize: 65536,
          filename: PAYLOAD,
          mimetype: '<script>window.__pwned=1</script>',
          protected: false,
        },
      },
    ],
  }
  await sim.control('faults', {
    method: 'GET',
    path: '/data',
    status: 200,
    times: 100,
    contentType: 'application/json',
    body: JSON.stringify(list),
  })
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  await page.goto('/dashboard/files')
  const table = page.getByRole('table', { name: 'Files' })
  await expect(table.getByText(PAYLOAD)).toBeVisible()
  await page.getByRole('button', { name: `Details of ${PAYLOAD}` }).click()
  const details = page.getByRole('dialog')
  await expect(details.getByText('<script>window.__pwned=1</script>')).toBeVisible()
  await page.keyboard.press('Escape')

  await sim.control('reset')
  await sim.control('faults', {
    method: 'GET',
    path: '/data',
    status: 500,
    times: 100,
    body: '<b id="injected">bold</b><script>window.__pwned=1</script>',
  })
  await page.reload()
  const alert = page.getByRole('alert').filter({ hasText: 'Cannot retrieve the data.' })
  await expect(alert).toContainText('<b id="injected">bold</b>')
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await page.locator('#injected').count()).toBe(0)
  expect(dialogs).toBe(0)
})
