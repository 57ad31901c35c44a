import { describe, expect, it } from 'vitest'
import { cancelWithoutFragment } from '../../../src/api/cancel-without-fragment.ts'
import { fail, ok } from '../../../src/api/result.ts'
import type { DataItem } from '../../../src/api/schemas/data.ts'

const item = (cid: string, filename: string | null, datasetSize: number): DataItem => ({
  cid,
  manifest: {
    treeCid: `tree-${cid}`,
    datasetSize: BigInt(datasetSize),
    blockSize: 65536n,
    filename,
    mimetype: 'application/octet-stream',
    protected: false,
  } as DataItem['manifest'],
})

/** A node whose list changes once the upload is aborted, recording what happens in order. */
function nodeAfterAbort(before: DataItem[], after: DataItem[]) {
  const events: string[] = []
  let aborted = false
  return {
    events,
    upload: {
      result: Promise.resolve(fail<string>('cancelled')),
      abort: () => {
        aborted = true
        events.push('abort')
      },
    },
    calls: {
      files: async () => {
        events.push('list')
        return ok(aborted ? after : before)
      },
      deleteFile: async (cid: string) => {
        events.push(`delete ${cid}`)
        return ok(undefined)
      },
    },
  }
}

const file = new Blob([new Uint8Array(1000)])
const options = { filename: 'big.bin', mimetype: 'application/octet-stream' }
const noWait = async () => {}
const unknown = Promise.resolve(null)

describe('cancelling an upload', () => {
  it('lists before it aborts, then deletes the shorter dataset the node kept of it', async () => {
    const mine = item('old', 'big.bin', 400)
    const node = nodeAfterAbort(
      [mine],
      [mine, item('other', 'else.bin', 10), item('kept', 'big.bin', 300)],
    )
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete kept'])
  })

  it('deletes nothing that was there before or has another name', async () => {
    const before = [item('old', 'big.bin', 400)]
    const after = [...before, item('named', 'other.bin', 10)]
    const node = nodeAfterAbort(before, after)
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events.filter((event) => event.startsWith('delete'))).toEqual([])
    expect(node.events.filter((event) => event === 'list').length).toBe(17)
  })

  it('deletes the whole file when the upload ended before the abort reached it', async () => {
    const node = nodeAfterAbort([], [item('whole', 'big.bin', 1000)])
    node.upload.result = Promise.resolve(ok('whole'))
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events).toEqual(['list', 'abort', 'delete whole'])
  })

  it('deletes the whole file the node finished after the abort (the body had all been sent)', async () => {
    const node = nodeAfterAbort([], [item('whole', 'big.bin', 1000)])
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete whole'])
  })

  it('still aborts when the node cannot list', async () => {
    const node = nodeAfterAbort([], [])
    node.calls.files = async () => fail('down')
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events).toEqual(['abort'])
  })
  it('keeps the file the node held before when the same bytes finished uploading again', async () => {
    const original = item('same', 'big.bin', 1000)
    const node = nodeAfterAbort([original], [original])
    node.upload.result = Promise.resolve(ok('same'))
    await cancelWithoutFragment(node.upload, node.calls, file, options, unknown, noWait)
    expect(node.events).toEqual(['list', 'abort'])
  })

  it('trusts the list from before the upload over one the finished upload may be in', async () => {
    const node = nodeAfterAbort([item('whole', 'big.bin', 1000)], [item('whole', 'big.bin', 1000)])
    node.upload.result = Promise.resolve(ok('whole'))
    const before = Promise.resolve(new Set<string>())
    await cancelWithoutFragment(node.upload, node.calls, file, options, before, noWait)
    expect(node.events).toEqual(['list', 'abort', 'delete whole'])
  })
})
