import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import type { DataItem } from '../../../src/api/schemas/data.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

useTestStorageEngine()

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { filesQuery } = await import('../../../src/stores/node/files.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { recordUploadTime, uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const uploads = await import('../../../src/stores/node/uploads.ts')
const { deleteFileFromNode } = await import('../../../src/stores/node/file-delete.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const COUNT = 100_000
const scope = () => $activeScope.get()
let node = createFakeNode()
let clock = 0
/** Milliseconds the fake node spent making its answers (a real node's parse), left out of the list's. */
let answering = 0

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  return process.memoryUsage().heapUsed / 1e6
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await allTasks()
}

function listed() {
  const list = files.of(scope()).get()
  return list.state === 'ready' ? list.data : []
}

const ROUNDS = 5
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/**
 * Times one change until the list shows it, `ROUNDS` times (the median: the machine is shared),
 * and what the page holds afterwards.
 */
async function measure(name: string, change: (round: number) => void, done: () => boolean) {
  const before = heapMb()
  const times: number[] = []
  const allocated: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const heapBefore = heapMb()
    answering = 0
    const started = performance.now()
    change(round)
    while (!done()) await settle()
    times.push(performance.now() - started - answering)
    allocated.push(process.memoryUsage().heapUsed / 1e6 - heapBefore)
  }
  const held = heapMb() - before
  console.log(
    `${name} at ${COUNT.toLocaleString('en')} files: ${median(times).toFixed(1)} ms until the ` +
      `list shows it (median of ${ROUNDS}, besides the node's answer), ` +
      `${median(allocated).toFixed(1)} MB allocated meanwhile (the node's answer included), ` +
      `${(held / ROUNDS).toFixed(2)} MB more held each`,
  )
}

beforeEach(() => {
  node = createFakeNode()
  clock = 1_700_000_000_000
  node.state.files = Array.from({ length: COUNT }, (_, n) =>
    dataItem(`zFile${n}`, `photo-${n}.JPG`, BigInt(n + 1), 'image/jpeg'),
  )
  // Each list is a new answer, parsed anew, as from a real node.
  const copy = (item: DataItem): DataItem => ({ cid: item.cid, manifest: { ...item.manifest } })
  node.client.files = async () => {
    node.calls.push('files')
    const started = performance.now()
    const answer = node.state.files.map(copy)
    answering += performance.now() - started
    return ok(answer)
  }
  setEnvironment({ createNodeClient: () => node.client, now: () => clock })
  uploadTimes
    .of(scope())
    .set(Object.fromEntries(node.state.files.map((item, n) => [item.cid, 1_600_000_000 + n])))
})

afterEach(async () => {
  await settle()
  cleanStores(files.of(scope()), filesQuery.of(scope()))
  resetEnvironment()
  cleanTestStorage()
  uploadTimes.of(scope()).set({})
})

describe('100,000 files: an upload and a delete change the list by the one file', () => {
  it('lists the uploaded file with its date, and leaves the deleted one out', async () => {
    const stop = files.of(scope()).listen(() => {})
    await settle()
    expect(listed()).toHaveLength(COUNT)
    const untouched = listed()[0]

    const uploaded = (round: number) => `zNew${round}`
    await measure(
      'upload',
      (round) => {
        const name = `new-${round}.txt`
        uploads.startUploads(scope(), [new File(['new'], name, { type: 'text/plain' })])
        node.uploads.at(-1)?.progress(3)
        clock += 1000
        node.state.files = [...node.state.files, dataItem(uploaded(round), name, 3n)]
        node.uploads.at(-1)?.answer(ok(uploaded(round)))
      },
      () => listed().length === COUNT + node.uploads.length,
    )
    expect(listed()).toHaveLength(COUNT + ROUNDS)
    expect(listed().at(-1)).toMatchObject({
      cid: uploaded(ROUNDS - 1),
      filename: `new-${ROUNDS - 1}.txt`,
      uploadedAt: 1_700_000_000 + ROUNDS,
    })

    let deleted = 0
    let answers = 0
    const stopAnswers = filesQuery.of(scope()).listen(() => (answers += 1))
    await measure(
      'delete',
      (round) => {
        deleted += 1
        answers = 0
        void deleteFileFromNode(scope(), `zFile${500 + round}`)
      },
      // Left out at once, then the node's next list (derived with the same listener) confirms it.
      () => listed().length === COUNT + ROUNDS - deleted && answers > 0,
    )
    stopAnswers()
    await settle()
    expect(listed()).toHaveLength(COUNT)
    expect(listed().some((file) => file.cid === 'zFile500')).toBe(false)
    expect(listed()[500]).toMatchObject({ cid: `zFile${500 + ROUNDS}`, uploadedAt: 1_600_000_505 })
    expect(listed().at(-1)).toMatchObject({ cid: uploaded(ROUNDS - 1) })
    // Derived once: the files neither change touched are the entries the first list made.
    expect(listed()[0]).toBe(untouched)
    stop()
    for (const item of uploads.uploads.of(scope()).get()) uploads.closeUpload(item.id)
  }, 60_000)

  it('shows a date recorded for a listed file, and every one recorded while no list was shown', async () => {
    let stop = files.of(scope()).listen(() => {})
    await settle()
    // A network download that ended: the file was listed already, and gets today's date.
    recordUploadTime(scope(), 'zFile7', 1_700_000_007)
    expect(listed()[7]).toMatchObject({ cid: 'zFile7', uploadedAt: 1_700_000_007 })
    stop()
    // Stores unmount a second after their last listener leaves.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    recordUploadTime(scope(), 'zFile8', 1_700_000_008)
    recordUploadTime(scope(), 'zFile9', 1_700_000_009)
    stop = files.of(scope()).listen(() => {})
    await settle()
    expect(
      listed()
        .slice(7, 10)
        .map((file) => file.uploadedAt),
    ).toEqual([1_700_000_007, 1_700_000_008, 1_700_000_009])
    stop()
  }, 60_000)
})
