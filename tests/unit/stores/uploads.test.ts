import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import { UPLOAD_CANCELLED } from '../../../src/api/upload.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

useTestStorageEngine()

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const uploads = await import('../../../src/stores/node/uploads.ts')
const { uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { $uploadsRunning } = uploads
const $uploads = uploads.uploads.of($activeScope.get())

let node = createFakeNode()
let clock = 0

function file(name: string, size = 100, type = 'text/plain') {
  return new File([new Uint8Array(size)], name, { type })
}

function names() {
  return $uploads.get().map((item) => item.file.name)
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await allTasks()
}

beforeEach(() => {
  node = createFakeNode()
  clock = 1_700_000_000_000
  setEnvironment({ createNodeClient: () => node.client, now: () => clock })
})

afterEach(async () => {
  for (const item of $uploads.get()) uploads.cancelUpload(item.id)
  for (const item of $uploads.get()) uploads.closeUpload(item.id)
  await settle()
  resetEnvironment()
  cleanTestStorage()
  uploadTimes.of($activeScope.get()).set({})
})

describe('uploads', () => {
  it('sends each file as itself with its name and type, newest card first', () => {
    const first = file('a.txt')
    const second = file('b.png', 50, 'image/png')
    expect(uploads.startUploads($activeScope.get(), [first, second])).toBe(null)
    expect(node.uploads.map((upload) => upload.file)).toEqual([first, second])
    expect(node.uploads[1]?.options).toMatchObject({ filename: 'b.png', mimetype: 'image/png' })
    expect(names()).toEqual(['b.png', 'a.txt'])
    expect($uploads.get().every((item) => item.status === 'progress')).toBe(true)
    expect($uploadsRunning.get()).toBe(true)
  })

  it('reports bytes, speed and time left as progress arrives', () => {
    uploads.startUploads($activeScope.get(), [file('a.txt', 10_000)])
    clock += 1000
    node.uploads[0]?.progress(2000)
    const item = $uploads.get()[0]
    expect(item).toMatchObject({ loaded: 2000, total: 10_000, speed: 2000, secondsLeft: 4 })
  })

  it('is done when every byte is sent, then keeps the cid and its upload time', async () => {
    const completed: string[] = []
    const stop = uploads.$lastCompletedUpload.listen((upload) =>
      completed.push(`${upload?.origin}:${upload?.cid}`),
    )
    uploads.startUploads($activeScope.get(), [file('a.txt', 100)], { origin: 'mine' })
    node.uploads[0]?.progress(100)
    expect($uploads.get()[0]?.status).toBe('done')
    expect($uploadsRunning.get()).toBe(true)
    clock += 2500
    node.state.files = [dataItem('zCid1', 'a.txt', 100n)]
    node.uploads[0]?.answer(ok('zCid1'))
    await settle()
    expect($uploads.get()[0]).toMatchObject({ status: 'done', cid: 'zCid1' })
    expect(completed).toEqual(['mine:zCid1'])
    stop()
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({ zCid1: 1_700_000_002.5 })
    expect($uploadsRunning.get()).toBe(false)
    expect(node.calls).toContain('files')
    const files = filesQuery.of($activeScope.get()).get()
    expect(files.state === 'ready' && files.data.map((item) => item.cid)).toEqual(['zCid1'])
  })

  it('shows the node error on a failed upload', async () => {
    uploads.startUploads($activeScope.get(), [file('a.txt')])
    node.uploads[0]?.answer(fail('Not enough storage quota', { code: 422 }))
    await settle()
    expect($uploads.get()[0]).toMatchObject({
      status: 'error',
      error: 'Not enough storage quota',
    })
  })

  it('cancels a running upload with the spec message and aborts the request', async () => {
    uploads.startUploads($activeScope.get(), [file('a.txt')])
    const id = $uploads.get()[0]?.id ?? ''
    uploads.closeUpload(id)
    expect(names()).toEqual(['a.txt'])
    uploads.cancelUpload(id)
    await settle()
    expect(node.uploads[0]?.aborted).toBe(true)
    expect($uploads.get()[0]).toMatchObject({ status: 'error', error: UPLOAD_CANCELLED })
    node.uploads[0]?.progress(50)
    expect($uploads.get()[0]?.loaded).toBe(0)
  })

  it('retries a failed upload from zero with the same file and card', async () => {
    const completed: string[] = []
    uploads.startUploads($activeScope.get(), [file('a.txt', 100)])
    node.uploads[0]?.progress(60)
    node.uploads[0]?.answer(fail('Unable to store block', { code: 500 }))
    await settle()
    const id = $uploads.get()[0]?.id ?? ''
    const stop = uploads.$lastCompletedUpload.listen((upload) => completed.push(upload!.cid))
    uploads.retryUpload(id)
    expect($uploads.get()).toHaveLength(1)
    expect($uploads.get()[0]).toMatchObject({ id, status: 'progress', loaded: 0, error: null })
    expect(node.uploads[1]?.file).toBe(node.uploads[0]?.file)
    node.uploads[1]?.answer(ok('zAgain'))
    await settle()
    expect($uploads.get()[0]).toMatchObject({ status: 'done', cid: 'zAgain' })
    expect(completed).toEqual(['zAgain'])
    stop()
    uploads.retryUpload(id)
    expect(node.uploads).toHaveLength(2)
  })

  it('closes finished and failed cards and releases image previews', async () => {
    const revoked: string[] = []
    let made = 0
    setEnvironment({
      createObjectUrl: () => `blob:preview-${++made}`,
      revokeObjectUrl: (url) => void revoked.push(url),
    })
    uploads.startUploads($activeScope.get(), [file('photo.png', 10, 'image/png'), file('a.txt')])
    const [text, photo] = $uploads.get()
    expect(photo?.preview).toMatch(/^blob:/)
    expect(text?.preview).toBe(null)
    node.uploads[0]?.answer(ok('zPhoto'))
    node.uploads[1]?.answer(fail('boom', { code: 500 }))
    await settle()
    for (const item of $uploads.get()) uploads.closeUpload(item.id)
    expect($uploads.get()).toEqual([])
    expect(revoked).toEqual([photo?.preview])
  })

  it('takes at most 10 files at once and says why the rest were refused', () => {
    const files = Array.from({ length: 13 }, (_, index) => file(`f${index}.txt`))
    expect(uploads.startUploads($activeScope.get(), files)).toBe(uploads.tooManyFilesMessage(3))
    expect(node.uploads).toHaveLength(10)
    expect(uploads.tooManyFilesMessage(3)).toContain('3 files were not uploaded')
  })

  it('uses only the first file in single mode, with the spec warning', () => {
    expect(
      uploads.startUploads($activeScope.get(), [file('a.txt'), file('b.txt')], { single: true }),
    ).toBe(uploads.SINGLE_FILE_WARNING)
    expect(names()).toEqual(['a.txt'])
  })

  it('refuses another file in single mode while one is shown', () => {
    uploads.startUploads($activeScope.get(), [file('a.txt')], { single: true })
    expect(uploads.startUploads($activeScope.get(), [file('b.txt')], { single: true })).toBe(
      uploads.ALREADY_UPLOADED_WARNING,
    )
    expect(names()).toEqual(['a.txt'])
  })

  it('in single mode counts only its own cards, and tells who listens when one is closed', async () => {
    const removed: (string | null)[] = []
    const stop = uploads.$lastRemovedUpload.listen((item) => removed.push(item!.origin))
    uploads.startUploads($activeScope.get(), [file('page.txt')], { origin: 'page-uploader' })
    expect(
      uploads.startUploads($activeScope.get(), [file('w.txt')], { single: true, origin: 'wizard' }),
    ).toBeNull()
    expect(
      uploads.startUploads($activeScope.get(), [file('x.txt')], { single: true, origin: 'wizard' }),
    ).toBe(uploads.ALREADY_UPLOADED_WARNING)
    node.uploads[1]?.answer(ok('zW'))
    await Promise.resolve()
    const wizardCard = uploads.uploads
      .of($activeScope.get())
      .get()
      .find((item) => item.origin === 'wizard')!
    uploads.closeUpload(wizardCard.id)
    expect(removed).toEqual(['wizard'])
    expect(
      uploads.startUploads($activeScope.get(), [file('y.txt')], { single: true, origin: 'wizard' }),
    ).toBeNull()
    stop()
  })
})
