import { expect, expectAccessible, test, type SimControl } from './support/fixtures.ts'

async function uploadThroughApi(sim: SimControl, name: string, text: string): Promise<string> {
  const response = await fetch(`${sim.url}/api/codex/v1/data`, {
    method: 'POST',
    body: text,
    headers: {
      'Content-Type': 'text/plain',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
  expect(response.status).toBe(200)
  return (await response.text()).trim()
}

test.describe('the file list', () => {
  test('copies a cid from the list and downloads it through the download card', async ({
    page,
    context,
    sim,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const cid = await uploadThroughApi(sim, 'report.txt', 'the report')
    await page.goto('/dashboard/files')
    await page.getByRole('button', { name: 'Copy the CID of report.txt' }).click()
    await expect(page.getByText('CID copied to the clipboard.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(cid)

    const download = page.getByRole('region', { name: 'Download' })
    await download.getByRole('textbox', { name: 'CID' }).fill(copied)
    const opened = context.waitForEvent('page')
    const streamed = context.waitForEvent('request', (request) =>
      request.url().endsWith('/network/stream'),
    )
    await download.getByRole('button', { name: 'Download' }).click()
    await opened
    const url = (await streamed).url()
    expect(url).toBe(`${sim.url}/api/codex/v1/data/${cid}/network/stream`)
    expect(await (await fetch(url)).text()).toBe('the report')
  })

  test('says when the download cid is not valid, and opens nothing', async ({ page, context }) => {
    await page.goto('/dashboard/files')
    const download = page.getByRole('region', { name: 'Download' })
    let opened = 0
    context.on('page', () => (opened += 1))
    await download.getByRole('button', { name: 'Download' }).click()
    await expect(download.getByText('Enter the CID of a file.')).toBeVisible()
    await download.getByRole('textbox', { name: 'CID' }).fill('hello')
    await download.getByRole('button', { name: 'Download' }).click()
    await expect(download.getByText('This is not a valid CID.')).toBeVisible()
    expect(opened).toBe(0)
  })

  test('fetches a manifest and says what it got, or why not', async ({ page, sim }) => {
    const cid = await uploadThroughApi(sim, 'shared.txt', 'shared bytes')
    await page.goto('/dashboard/files')
    const fetchCard = page.getByRole('region', { name: 'Fetch manifest' })
    await fetchCard.getByRole('textbox', { name: 'CID' }).fill(cid)
    await fetchCard.getByRole('button', { name: 'Fetch' }).click()
    await expect(fetchCard.getByText('Fetched shared.txt (12.0 B)')).toBeVisible()
    await fetchCard.getByRole('textbox', { name: 'CID' }).fill('nonsense')
    await fetchCard.getByRole('button', { name: 'Fetch' }).click()
    await expect(fetchCard.getByRole('alert')).toHaveText('This is not a valid CID.')
  })

  test('shows the four newest files on the dashboard and passes axe', async ({ page, sim }) => {
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']) {
      await uploadThroughApi(sim, name, name)
    }
    await page.goto('/dashboard')
    const list = page.getByRole('table', { name: 'Files' })
    await expect(list.getByRole('row')).toHaveCount(5)
    await expect(page.getByText('Welcome back')).toBeVisible()
    await expect(page.getByText('Codex 0.2.0', { exact: false }).first()).toBeVisible()
    await expectAccessible(page)
  })
})
