import { expect, test } from './support/fixtures.ts'

test.describe('folders', () => {
  test('folder names follow the rules, with each message', async ({ page }) => {
    await page.goto('/dashboard/files')
    const name = page.getByRole('textbox', { name: 'Folder name' })
    const create = page.getByRole('button', { name: 'Create folder' })
    await expect(create).toBeDisabled()

    await name.fill('bad name')
    await expect(page.getByText('9 alpha characters maximum')).toBeVisible()
    await expect(create).toBeDisabled()
    await name.fill('abcdefghij')
    await expect(page.getByText('9 alpha characters maximum')).toBeVisible()

    await name.fill('docs')
    await expect(create).toBeEnabled()
    await create.click()
    await expect(page.getByRole('button', { name: 'docs (0)' })).toBeVisible()

    await name.fill('docs')
    await expect(page.getByText('This folder already exists')).toBeVisible()
    await expect(create).toBeDisabled()

    for (const folder of ['photos', 'work_1', 'a-b']) {
      await name.fill(folder)
      await create.click()
    }
    await name.fill('more')
    await expect(page.getByText('5 folders limit reached')).toBeVisible()
    await expect(create).toBeDisabled()
  })

  test('a file added to Favorites stays there after a reload', async ({ page, sim }) => {
    const upload = await fetch(`${sim.url}/api/codex/v1/data`, {
      method: 'POST',
      body: 'keep me',
      headers: {
        'Content-Type': 'text/plain',
        'Content-Disposition': 'attachment; filename="keep.txt"',
      },
    })
    expect(upload.status).toBe(200)
    await page.goto('/dashboard/files')
    const star = page.getByRole('button', { name: 'keep.txt in Favorites' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await page.getByRole('button', { name: '★ Favorites (1)' }).click()
    const list = page.getByRole('table', { name: 'Files' })
    await expect(list.getByText('keep.txt')).toBeVisible()
    await expect(page.getByRole('button', { name: 'keep.txt in Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('deletes a folder and keeps the files', async ({ page }) => {
    await page.goto('/dashboard/files')
    await page.getByRole('textbox', { name: 'Folder name' }).fill('old')
    await page.getByRole('button', { name: 'Create folder' }).click()
    await page.getByRole('button', { name: 'old (0)' }).click()
    await page.getByRole('button', { name: 'Delete folder old' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByRole('button', { name: 'old (0)' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'All files' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
