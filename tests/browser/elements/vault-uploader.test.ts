import { within } from '@testing-library/dom'
import { expect } from 'chai'
import '../../../src/elements/vault-uploader.ts'
import { fail, ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { closeUpload, uploads } from '../../../src/stores/node/uploads.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

function shadow(element: Element): ShadowRoot {
  return element.shadowRoot!
}

function filesOf(...files: File[]): DataTransfer {
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  return transfer
}

function pick(element: Element, ...files: File[]) {
  const input = shadow(element).querySelector<HTMLInputElement>('input[type=file]')!
  input.files = filesOf(...files).files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The upload cards: the items of the "Uploads" list (absent while nothing is uploaded). */
function cards(element: Element): HTMLElement[] {
  const list = screenOf(element).queryByRole('list', { name: 'Uploads' })
  return list ? within(list).queryAllByRole('listitem') : []
}

function button(element: Element, label: string) {
  return screenOf(element).queryByRole<HTMLButtonElement>('button', { name: label })
}

/** The uploader's own warning: an alert outside the cards (a failed card is an alert too). */
function warning(element: Element): HTMLElement | undefined {
  const list = screenOf(element).queryByRole('list', { name: 'Uploads' })
  return screenOf(element)
    .queryAllByRole('alert')
    .find((alert) => !list?.contains(alert))
}

function text(name: string, size = 10) {
  return new File([new Uint8Array(size)], name, { type: 'text/plain' })
}

describe('<vault-uploader>', () => {
  let node = createFakeNode()

  beforeEach(() => {
    node = createFakeNode()
    setEnvironment({ createNodeClient: () => node.client })
  })

  afterEach(async () => {
    for (const item of uploads.of($activeScope.get()).get()) {
      node.uploads.find((upload) => upload.file === item.file)?.answer(fail('test over'))
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (const item of uploads.of($activeScope.get()).get()) closeUpload(item.id)
    cleanup()
  })

  it('uploads a picked file, shows its progress and fires vault-upload-complete with the cid', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    const events: unknown[] = []
    document.addEventListener('vault-upload-complete', (event) => events.push(event.detail), {
      once: true,
    })
    await waitFor(() => shadow(element).querySelector('input[type=file]'))
    const file = text('notes.txt', 1000)
    pick(element, file)
    await waitFor(() => cards(element).length === 1)
    expect(node.uploads[0]?.file).to.equal(file)
    node.uploads[0]?.progress(500)
    await waitFor(() => cards(element)[0]?.textContent?.includes('50.0 %'))
    expect(button(element, 'Cancel the upload of notes.txt')).to.not.equal(null)
    node.uploads[0]?.answer(ok('zCidNotes'))
    await waitFor(() => cards(element)[0]?.textContent?.includes('File uploaded successfully'))
    expect(cards(element)[0]?.textContent).to.contain('zCidNotes')
    expect(events).to.deep.equal([{ cid: 'zCidNotes', filename: 'notes.txt' }])
    button(element, 'Close notes.txt')!.click()
    await waitFor(() => cards(element).length === 0)
  })

  it('asks before the page is left while an upload runs, and not after', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    await waitFor(() => shadow(element).querySelector('input[type=file]'))
    pick(element, text('running.txt'))
    await waitFor(() => cards(element).length === 1)
    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).to.equal(true)
    node.uploads[0]?.answer(ok('zDone'))
    await waitFor(() => cards(element)[0]?.textContent?.includes('File uploaded successfully'))
    const leavingLater = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leavingLater)
    expect(leavingLater.defaultPrevented).to.equal(false)
  })

  it('takes dropped files', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    // The drop zone has no role of its own; drops on its text (the browse button) reach it.
    const zone = await waitFor(() => button(element, 'browse'))
    const transfer = filesOf(text('a.txt'), text('b.txt'))
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true }))
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }))
    await waitFor(() => cards(element).length === 2)
    expect(node.uploads.map((upload) => (upload.file as File).name)).to.deep.equal([
      'a.txt',
      'b.txt',
    ])
  })

  it('cancels a running upload with the spec message', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    await waitFor(() => shadow(element).querySelector('input[type=file]'))
    pick(element, text('big.bin'))
    const cancel = await waitFor(() => button(element, 'Cancel the upload of big.bin'))
    cancel.click()
    await waitFor(() => cards(element)[0]?.textContent?.includes('The upload has been cancelled'))
    expect(node.uploads[0]?.aborted).to.equal(true)
    expect(within(cards(element)[0]!).queryByRole('alert')?.textContent).to.equal(
      'The upload has been cancelled',
    )
  })

  it('refuses more than 10 files with a clear message', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    await waitFor(() => shadow(element).querySelector('input[type=file]'))
    pick(element, ...Array.from({ length: 12 }, (_, index) => text(`f${index}.txt`)))
    const shown = await waitFor(() => warning(element))
    expect(shown.textContent).to.contain('At most 10 files')
    expect(cards(element)).to.have.length(10)
  })

  it('uses only the first file in single mode, and refuses another while one is shown', async () => {
    const element = mount('<vault-uploader single="true"></vault-uploader>')
    // The hint is the browse button's description.
    await waitFor(() =>
      screenOf(element).queryByRole('button', {
        name: 'browse',
        description: 'Choose one single file',
      }),
    )
    pick(element, text('one.txt'), text('two.txt'))
    const shown = await waitFor(() => warning(element))
    expect(shown.textContent).to.equal(
      'You tried to upload multiple files but this upload accept only one file, the first file will be used and the rest will be ignored.',
    )
    pick(element, text('three.txt'))
    await waitFor(() => warning(element)?.textContent?.startsWith('You already uploaded a file'))
    expect(cards(element)).to.have.length(1)
  })

  it('reads single as HTML does: bare or empty is true, "false" or removed is false', async () => {
    const hint = (element: Element, description: string) =>
      screenOf(element).queryByRole('button', { name: 'browse', description })
    const bare = mount<HTMLElementTagNameMap['vault-uploader']>(
      '<vault-uploader single></vault-uploader>',
    )
    const empty = mount<HTMLElementTagNameMap['vault-uploader']>(
      '<vault-uploader single=""></vault-uploader>',
    )
    const off = mount<HTMLElementTagNameMap['vault-uploader']>(
      '<vault-uploader single="false"></vault-uploader>',
    )
    await waitFor(
      () => hint(bare, 'Choose one single file') && hint(empty, 'Choose one single file'),
    )
    expect([bare.single, empty.single, off.single]).to.deep.equal([true, true, false])
    expect(hint(off, 'Choose one single file')).to.equal(null)
    bare.removeAttribute('single')
    expect(bare.single).to.equal(false)
    await waitFor(() => hint(bare, 'Choose one single file') === null)
    off.single = true
    expect(off.getAttribute('single')).to.equal('')
    await waitFor(() => hint(off, 'Choose one single file'))
  })

  it('previews images from an object URL through <img>', async () => {
    const element = mount('<vault-uploader></vault-uploader>')
    await waitFor(() => shadow(element).querySelector('input[type=file]'))
    pick(
      element,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' }),
    )
    // The preview is decorative (alt=""), so it has no img role: the tag inside the card finds it,
    // and inline svg (which has no role either) must not be there.
    const preview = await waitFor(() => cards(element)[0]?.querySelector('img'))
    expect(preview.getAttribute('src')).to.match(/^blob:/)
    expect(cards(element).map((card) => card.querySelector('svg'))).to.deep.equal([null])
  })
})
