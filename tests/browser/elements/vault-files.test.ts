import { within } from '@testing-library/dom'
import { toRequestId } from '../../../src/api/request-id.ts'
import { expect } from 'chai'
import '../../../src/elements/vault-files.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { filesQuery } from '../../../src/stores/node/files.ts'
import { files } from '../../../src/stores/node/file-list.ts'
import { normalizeFolders, folders } from '../../../src/stores/node/folders.ts'
import { $toasts } from '../../../src/stores/page/toasts.ts'
import { purchaseCids } from '../../../src/stores/node/purchase-cids.ts'
import { uploadTimes } from '../../../src/stores/node/upload-times.ts'
import { cleanStores } from 'nanostores'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { sendKey } from '../components/commands.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

/** The file names, in the table's order: the first text of each file row's first (File) cell. */
function rows(element: Element): string[] {
  const files = screenOf(element)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1) // the empty table's row has one cell
  // The File cell shows the name, then the CID.
  return files.map(([file]) => within(file!).queryAllByText(/./)[0]?.textContent ?? '')
}

function button(element: Element, name: string) {
  return [...element.shadowRoot!.querySelectorAll('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent) === name,
  )
}

describe('<vault-files>', () => {
  let node = createFakeNode()
  let clipboard: string[] = []
  let opened: string[] = []

  beforeEach(() => {
    node = createFakeNode()
    clipboard = []
    opened = []
    node.state.files = [
      dataItem('zA', 'beta.txt', 30n),
      dataItem('zB', 'alpha.png', 10n, 'image/png'),
      dataItem('zC', 'gamma.zip', 20n, 'application/zip'),
    ]
    uploadTimes.of($activeScope.get()).set({ zA: 300, zB: 100, zC: 200 })
    setEnvironment({
      createNodeClient: () => node.client,
      writeClipboard: async (text) => void clipboard.push(text),
      openWindow: (url) => void opened.push(url),
    })
  })

  afterEach(() => {
    cleanup()
    cleanStores(files.of($activeScope.get()), filesQuery.of($activeScope.get()))
    folders.of($activeScope.get()).set(normalizeFolders([]))
    uploadTimes.of($activeScope.get()).set({})
    $toasts.set([])
    purchaseCids.of($activeScope.get()).set({})
  })

  it('lists the files newest first and re-sorts by name', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    expect(rows(element)).to.deep.equal(['beta.txt', 'gamma.zip', 'alpha.png'])
    const byName = screenOf(element).getByRole('button', { name: 'File' })
    byName.click()
    await waitFor(() => rows(element)[0] === 'gamma.zip')
    byName.click()
    await waitFor(() => rows(element)[0] === 'alpha.png')
  })

  it('shows only `limit` files', async () => {
    const element = mount('<vault-files limit="2"></vault-files>')
    await waitFor(() => rows(element).length === 2)
    expect(rows(element)).to.deep.equal(['beta.txt', 'gamma.zip'])
  })

  it('shows every file again when limit is removed, and ignores an invalid limit with a warning', async () => {
    const warnings: unknown[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '))
    try {
      const element = mount<HTMLElementTagNameMap['vault-files']>(
        '<vault-files limit="1"></vault-files>',
      )
      await waitFor(() => rows(element).length === 1)
      element.setAttribute('limit', 'two')
      expect(element.limit).to.equal(1)
      expect(warnings).to.deep.equal(['<vault-files> ignores limit="two": not a valid value.'])
      element.removeAttribute('limit')
      expect(element.limit).to.equal(undefined)
      await waitFor(() => rows(element).length === 3)
      element.limit = 2
      expect(element.getAttribute('limit')).to.equal('2')
      await waitFor(() => rows(element).length === 2)
    } finally {
      console.warn = warn
    }
  })

  it('filters by type and by text', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    button(element, 'archives (1)')!.click()
    await waitFor(() => rows(element).length === 1)
    expect(rows(element)).to.deep.equal(['gamma.zip'])
    button(element, 'archives (1)')!.click()
    const search = element.shadowRoot!.querySelector<HTMLInputElement>('input[type=search]')!
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'ALP')
    search.dispatchEvent(new Event('input', { bubbles: true }))
    await waitFor(() => rows(element).length === 1)
    expect(rows(element)).to.deep.equal(['alpha.png'])
  })

  it('copies a cid with the spec toast, and says when it cannot', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    button(element, 'Copy the CID of beta.txt')!.click()
    await waitFor(() => $toasts.get().length === 1)
    expect(clipboard).to.deep.equal(['zA'])
    expect($toasts.get()[0]).to.include({
      variant: 'success',
      message: 'CID copied to the clipboard.',
    })
    setEnvironment({ writeClipboard: () => Promise.reject(new Error('denied')) })
    button(element, 'Copy the CID of gamma.zip')!.click()
    await waitFor(() => $toasts.get().length === 2)
    expect($toasts.get()[1]).to.include({
      variant: 'error',
      message: 'Sorry the CID cannot be copied to the clipboard.',
    })
  })

  it('downloads in a new window and shows a preview for images only, through <img>', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    node.state.purchases = [
      { requestId: toRequestId('0xabc'), state: 'started', error: null, request: null },
      { requestId: toRequestId('0xdef'), state: 'finished', error: null, request: null },
    ]
    purchaseCids.of($activeScope.get()).set({ '0xabc': 'zB', '0xdef': 'zA' })
    button(element, 'Download beta.txt')!.click()
    expect(opened).to.deep.equal(['http://node/data/zA'])
    // The fake node's image URL fails to load, after which the card says so: catch the <img> as it
    // is added (a mutation record comes before the image's error event), not by polling later.
    const added = new Promise<HTMLImageElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const img = screenOf(element).queryByRole<HTMLImageElement>('img', {
          name: 'Preview of alpha.png',
        })
        if (!img) return
        observer.disconnect()
        resolve(img)
      })
      observer.observe(element.shadowRoot!, { childList: true, subtree: true })
    })
    button(element, 'Details of alpha.png')!.click()
    const preview = await added
    expect(preview.getAttribute('src')).to.equal('http://node/data/zB')
    // The preview is an <img>, never inline SVG markup. An svg has no role to query (the buttons'
    // icons are aria-hidden), so a tag selector inside the sheet, leaving out those icons.
    const details = screenOf(element).getByRole('dialog', { name: 'File details' })
    expect(details.querySelector('svg:not(button svg)')).to.equal(null)
    await waitFor(() => element.shadowRoot!.textContent?.includes('Used: 1 purchase'))
  })

  it('puts a file in Favorites from its row', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    button(element, 'beta.txt in Favorites')!.click()
    await waitFor(
      () => button(element, 'beta.txt in Favorites')?.getAttribute('aria-pressed') === 'true',
    )
    expect(folders.of($activeScope.get()).get()[0]).to.deep.equal({
      name: 'Favorites',
      cids: ['zA'],
    })
    button(element, '★ Favorites (1)')!.click()
    await waitFor(() => rows(element).length === 1)
  })

  it('deletes a file from the node after asking, from the keyboard, and forgets it in folders', async () => {
    node.state.profile = PROFILES.storage
    folders
      .of($activeScope.get())
      .set(normalizeFolders([{ name: 'Favorites', cids: ['zA', 'zB'] }]))
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    const remove = await waitFor(() => button(element, 'Delete beta.txt'))
    remove.focus()
    await sendKey('Enter')
    const dialog = await waitFor(() =>
      screenOf(element).queryByRole('dialog', { name: 'Delete this file?' }),
    )
    expect(dialog.textContent).to.include('beta.txt will be deleted from this node')
    // Cancel has the focus: Enter alone never deletes.
    await waitFor(() => element.shadowRoot!.activeElement?.textContent === 'Cancel')
    await sendKey('Escape')
    await waitFor(() => screenOf(element).queryByRole('dialog') === null)
    expect(node.state.deleted).to.deep.equal([])

    button(element, 'Delete beta.txt')!.click()
    await waitFor(() => screenOf(element).queryByRole('dialog'))
    await waitFor(() => element.shadowRoot!.activeElement?.textContent === 'Cancel')
    await sendKey('Tab')
    await sendKey('Enter')
    await waitFor(() => rows(element).length === 2)
    expect(node.state.deleted).to.deep.equal(['zA'])
    expect(folders.of($activeScope.get()).get()[0]).to.deep.equal({
      name: 'Favorites',
      cids: ['zB'],
    })
    await waitFor(() =>
      $toasts.get().some((toast) => toast.message === 'The file has been deleted from the node.'),
    )
  })

  it('says why a delete failed and keeps the file', async () => {
    node.state.profile = PROFILES.storage
    node.answers.deleteFile = () => ({
      error: true,
      data: { message: 'boom', code: 500, issues: null, sourceStack: null },
    })
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => rows(element).length === 3)
    ;(await waitFor(() => button(element, 'Delete beta.txt'))).click()
    ;(await waitFor(() => button(element, 'Delete'))).click()
    await waitFor(() =>
      $toasts.get().some((toast) => toast.message === 'Error when trying to delete: boom'),
    )
    expect(rows(element)).to.have.length(3)
  })

  it('shows the node error with a Retry', async () => {
    node.state.filesAnswer = {
      error: true,
      data: { message: 'boom', code: 500, issues: null, sourceStack: null },
    }
    // Another node address, so no list from an earlier test is kept as stale data.
    const element = mount('<vault-files node-url="http://127.0.0.1:9"></vault-files>')
    const alert = await waitFor(() => screenOf(element).queryByRole('alert'))
    expect(alert.textContent).to.contain('Cannot retrieve the data.')
    node.state.filesAnswer = null
    button(element, 'Retry')!.click()
    await waitFor(() => rows(element).length === 3)
  })
})
