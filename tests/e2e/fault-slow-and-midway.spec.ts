// The fault matrix's other columns: the node going down in the middle of an upload, of the
// storage request and availability wizards, and of saving the log level. Cells go to the same
// table. (The slow node is the matrix's own cell on each line: support/fault-latency.ts.)
import { closeSync, openSync, writeSync } from 'node:fs'
import { expect, test } from './support/fixtures.ts'
import { main } from './support/fault-sections.ts'
import { cell } from './support/fault-report.ts'
import { dsnFor, messageOf, recordedEvents } from './support/sentry-ingest.ts'

test('node down mid-upload: the card says so, the list stays, Retry uploads it', async ({
  page,
  sim,
}, testInfo) => {
  await cell('node down mid-upload', 'Files', async (saw) => {
    const path = testInfo.outputPath('midway.bin')
    const fd = openSync(path, 'w')
    writeSync(fd, Buffer.alloc(16 * 1024 * 1024, 9))
    closeSync(fd)
    await sim.control('throttle', { bytesPerSecond: 4 * 1024 * 1024 })
    await page.goto('/dashboard/files')
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles(path)
    const card = page.getByRole('listitem').filter({ hasText: 'midway.bin' })
    await expect(card.getByText(/[1-9]\d*\.\d %/)).toBeVisible({ timeout: 15_000 })
    await sim.control('down')
    await expect(card.getByRole('alert')).toContainText(
      'Something went wrong during the file upload.',
    )
    saw.push('its card: `Something went wrong during the file upload.`')
    await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible()
    await expect(main(page).getByRole('table', { name: 'Files' })).toBeVisible()
    saw.push('Node down; the list stays')
    await sim.control('throttle', { bytesPerSecond: 0 })
    await sim.control('up')
    await expect(page.getByRole('button', { name: 'Node: Connected' })).toBeVisible({
      timeout: 12_000,
    })
    await page.getByRole('button', { name: 'Retry the upload of midway.bin' }).click()
    await expect(card.getByText('File uploaded successfully')).toBeVisible({ timeout: 15_000 })
    await expect(main(page).getByRole('table', { name: 'Files' })).toContainText('midway.bin')
    saw.push('node back by itself; Retry on the card uploads it')
  })
})

test('node down mid-wizard: the storage request error step, Back, then success', async ({
  page,
  sim,
}) => {
  await cell('node down mid-wizard', 'Purchases', async (saw) => {
    await fetch(`${sim.url}/api/codex/v1/data`, {
      method: 'POST',
      headers: { 'Content-Disposition': 'attachment; filename="wizard.bin"' },
      body: Buffer.alloc(300 * 1024, 3),
    })
    await page.goto('/dashboard/purchases')
    await page.getByRole('button', { name: 'Storage Request' }).click()
    const wizard = page.getByRole('dialog', { name: 'Storage request' })
    const next = wizard.getByRole('button', { name: 'Next', exact: true })
    await wizard.getByRole('combobox', { name: 'Choose a CID' }).fill('wizard.bin')
    await wizard.getByRole('option', { name: /wizard\.bin/ }).click()
    await next.click()
    await expect(wizard.getByRole('radio', { name: 'Custom' })).toBeVisible()
    await sim.control('down')
    await next.click()
    const alert = wizard.getByRole('alert')
    await expect(alert).toContainText('Error')
    await expect(alert).toContainText('Error when trying to create storage request.')
    await expect(alert).toContainText('Failed to fetch')
    saw.push('error step: `Error when trying to create storage request.` `Failed to fetch`')
    const back = wizard.getByRole('button', { name: 'Back', exact: true })
    await expect(back).toBeEnabled()
    await sim.control('up')
    await back.click()
    await expect(wizard.getByRole('radio', { name: 'Custom' })).toBeVisible()
    saw.push('Back keeps the criteria')
    await next.click()
    await expect(wizard.getByText('Your request is being processed.')).toBeVisible()
    await wizard.getByRole('button', { name: 'Finish' }).click()
    await expect(
      main(page).getByRole('table', { name: 'Purchases' }).getByText('wizard.bin'),
    ).toBeVisible()
    saw.push('Next again: success, and the purchase is listed')
  })
})

test('node down mid-wizard: the availability error step, Back, then success', async ({
  page,
  sim,
}) => {
  await cell('node down mid-wizard', 'Host', async (saw) => {
    await page.goto('/dashboard/availabilities')
    await page.getByRole('button', { name: 'Create Availability' }).click()
    const dialog = page.getByRole('dialog', { name: 'Availability' })
    // The free space is read: the size field says how much at most.
    await expect(dialog.getByText(/^At most /)).toBeVisible()
    await dialog.getByLabel('Nickname', { exact: true }).fill('midway')
    const next = dialog.getByRole('button', { name: 'Next' })
    await next.click()
    const confirmation = dialog.getByRole('heading', { name: 'Confirm your new sale' })
    await expect(confirmation).toBeVisible()
    await sim.control('down')
    await next.click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Error when trying to create availability.')
    await expect(alert).toContainText('Failed to fetch')
    saw.push('error step: `Error when trying to create availability.` `Failed to fetch`')
    const back = dialog.getByRole('button', { name: 'Back' })
    await expect(back).toBeEnabled()
    await sim.control('up')
    await back.click()
    await expect(confirmation).toBeVisible()
    saw.push('Back returns to the confirmation')
    await next.click()
    await expect(dialog.getByText('The new sale will appear in your sale list.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Finish' }).click()
    await expect(
      main(page)
        .getByRole('table', { name: 'Availabilities' })
        .getByRole('row', { name: /midway/ }),
    ).toBeVisible()
    saw.push('Next again: success, and the availability is listed')
  })
})

test('500 on /space with the availability wizard open: it says why Next waits, Retry', async ({
  page,
  sim,
}) => {
  await cell('500 on GET /space, wizard open', 'Host', async (saw) => {
    await sim.control('faults', { method: 'GET', path: '/space', times: 1000, body: 'no space' })
    await page.goto('/dashboard/availabilities')
    await page.getByRole('button', { name: 'Create Availability' }).click()
    const dialog = page.getByRole('dialog', { name: 'Availability' })
    const alert = dialog.getByRole('alert').filter({ hasText: 'Cannot retrieve the data.' })
    await expect(alert).toContainText('no space')
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()
    saw.push('error card in the Sale step (`no space`), Next disabled')
    await sim.control('faults/clear')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(dialog.getByText(/^At most /)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled()
    saw.push('Retry: the free space and Next come back')
  })
})

test('saving the log level while the node fails: the spec toast, reported unless unreachable', async ({
  page,
  sim,
  request,
}) => {
  await cell(
    '500, then node down, on Save (POST /debug/chronicles/loglevel)',
    'Logs',
    async (saw) => {
      await page.addInitScript((dsn) => localStorage.setItem('codex-sentry-dsn', dsn), dsnFor(sim))
      await page.goto('/dashboard/logs')
      await sim.control('faults', {
        method: 'POST',
        path: '/debug/chronicles/loglevel',
        body: 'level refused',
        contentType: 'text/plain',
      })
      const save = main(page).getByRole('button', { name: 'Save' })
      await save.click()
      await expect(page.getByText('Error when trying to update: level refused')).toBeVisible()
      await expect
        .poll(async () => (await recordedEvents(request, sim)).map(messageOf))
        .toContain('level refused')
      saw.push('toast `Error when trying to update: level refused`, reported')
      await request.delete(`${sim.url}/sentry/events`)
      await sim.control('down')
      await save.click()
      await expect(page.getByText('Error when trying to update: Failed to fetch')).toBeVisible()
      await expect(main(page).getByLabel('Debug info as JSON')).toBeVisible()
      expect(await recordedEvents(request, sim)).toEqual([])
      saw.push('node down: toast `Error when trying to update: Failed to fetch`, nothing reported')
      await sim.control('up')
      await save.click()
      await expect(page.getByText('The log level has been updated successfully.')).toBeVisible()
      saw.push('node back: Save succeeds')
    },
  )
})
