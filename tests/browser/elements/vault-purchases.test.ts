import { expect } from 'chai'
import '../../../src/elements/vault-purchases.ts'
import '../../../src/elements/vault-storage-request-wizard.ts'
import '../../../src/elements/vault-files.ts'
import {
  requestStorageFor,
  storageRequestFlow,
} from '../../../src/stores/node/storage-request-wizard.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

async function upload(node: string, size: number, name: string): Promise<string> {
  const response = await fetch(`${node}/api/codex/v1/data`, {
    method: 'POST',
    headers: { 'Content-Disposition': `attachment; filename="${name}"` },
    body: new Uint8Array(size).map((_, index) => (index * 31 + size) & 255),
  })
  return response.text()
}

function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  )
}

async function press(root: ParentNode, name: string): Promise<void> {
  const button = await waitFor(() => {
    const found = buttonNamed(root, name)
    return found && !found.disabled && found.getAttribute('aria-disabled') !== 'true'
      ? found
      : undefined
  })
  button.click()
}

describe('<vault-purchases> and <vault-storage-request-wizard>', () => {
  let node = ''
  beforeEach(async () => {
    node = await simulatorUrl('permissive')
    await control(node, '/reset')
    storageRequestFlow.of($activeScope.get()).reset()
  })
  afterEach(() => {
    cleanup()
    storageRequestFlow.of($activeScope.get()).reset()
  })

  it('creates a request inline, fires its event, and the purchases element beside it lists it', async () => {
    const cid = await upload(node, 300 * 1024, 'report.pdf')
    const page = mount<HTMLElement>(`<div>
      <vault-storage-request-wizard node-url="${node}" inline="true"></vault-storage-request-wizard>
      <vault-purchases></vault-purchases><vault-files></vault-files></div>`)
    const wizard = page.querySelector('vault-storage-request-wizard')!
    const purchases = page.querySelector('vault-purchases')!
    const created: CustomEvent[] = []
    page.addEventListener('vault-storage-request-created', (event) => created.push(event))
    requestStorageFor($activeScope.get(), cid)

    const root = wizard.shadowRoot!
    await waitFor(() => root.querySelector('[role="combobox"]'))
    expect(wizard.children).to.have.length(0)
    await press(root, 'Next')
    await waitFor(() => root.textContent?.includes('What this request means'))
    expect(root.textContent).to.contain('Keeps the file while up to 1 of 3 hosts fail.')
    await press(root, 'Next')
    await waitFor(() => created.length === 1, 5000)
    const event = created[0]!
    expect(event.bubbles && event.composed).to.equal(true)
    expect(event.detail.cid).to.equal(cid)
    expect(event.detail.requestId).to.match(/^0x[0-9a-f]{64}$/)
    await waitFor(() => root.textContent?.includes('Your request is being processed.'))

    const table = purchases.shadowRoot!
    await waitFor(() => table.textContent?.includes('report.pdf'), 5000)
    expect(table.textContent).to.contain('1 day')
    expect(await axeViolations(purchases)).to.deep.equal([])

    // <vault-files> on the same page counts the new purchase in the file's details.
    const files = page.querySelector('vault-files')!.shadowRoot!
    await press(files, 'Details of report.pdf')
    await waitFor(() => files.textContent?.includes('Used: 1 purchase'), 5000)
  })

  it('opens as a modal with open, is axe-clean open, and drops open when Back closes it', async () => {
    const wizard = mount<HTMLElement & { open?: boolean }>(
      `<vault-storage-request-wizard node-url="${node}" open="true"></vault-storage-request-wizard>`,
    )
    const closed: CustomEvent[] = []
    wizard.addEventListener('vault-wizard-close', (event) => closed.push(event))
    const root = wizard.shadowRoot!
    const dialog = await waitFor(() => root.querySelector('[role="dialog"]'))
    expect(dialog.getAttribute('aria-modal')).to.equal('true')
    expect(buttonNamed(root, 'Next')?.disabled).to.equal(true)
    expect(await axeViolations(wizard)).to.deep.equal([])
    await press(root, 'Back')
    await waitFor(() => closed.length === 1)
    expect(closed[0]!.detail).to.deep.equal({ finished: false })
    expect(wizard.open).to.equal(false)
    await waitFor(() => !root.querySelector('[role="dialog"]'))
    wizard.open = true
    await waitFor(() => root.querySelector('[role="dialog"]'))
  })

  it('shows the node refusing on the error step with only Back enabled', async () => {
    const cid = await upload(node, 1024, 'tiny.txt')
    const wizard = mount<HTMLElement>(
      `<vault-storage-request-wizard node-url="${node}" inline="true"></vault-storage-request-wizard>`,
    )
    requestStorageFor($activeScope.get(), cid)
    const root = wizard.shadowRoot!
    await press(root, 'Next')
    await press(root, 'Next')
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 5000)
    expect(alert.textContent).to.contain('Error when trying to create storage request.')
    expect(alert.textContent).to.contain('Dataset too small for erasure parameters')
    await waitFor(() => buttonNamed(root, 'Finish')?.disabled === true)
    expect(buttonNamed(root, 'Back')?.disabled).to.equal(false)
    expect(storageRequestFlow.of($activeScope.get()).$step.get()).to.equal(1)
  })

  it("<vault-files> offers Request storage in a file's details, opening the wizard on it", async () => {
    const cid = await upload(node, 300 * 1024, 'photo.bin')
    const files = mount<HTMLElement>(`<vault-files node-url="${node}"></vault-files>`)
    const root = files.shadowRoot!
    const details = await waitFor(() =>
      [...root.querySelectorAll('button')].find(
        (button) => button.getAttribute('aria-label') === 'Details of photo.bin',
      ),
    )
    details.click()
    await press(root, 'Request storage')
    const dialog = await waitFor(() =>
      [...root.querySelectorAll('[role="dialog"]')].find((each) =>
        each.textContent?.includes('Storage request'),
      ),
    )
    expect(storageRequestFlow.of($activeScope.get()).$form.get().cid).to.equal(cid)
    // The chosen file's line shows once the wizard has the node's file list.
    await waitFor(() => dialog.textContent?.includes('Chosen CID'))
    expect(await axeViolations(files)).to.deep.equal([])
  })
})
