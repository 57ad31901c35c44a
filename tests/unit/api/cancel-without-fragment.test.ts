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

const options = { filename: 'big.bin', mimetype: 'application/octet-stream' }
const noWait = async () => {}
/**
 * What the upload saw: the whole 1000-byte body sent unless told, no list taken under way, and
 * progress reported in steps of `step` bytes (none unless told).
 */
const seen = (sent = 1000, listedBefore: ReadonlySet<string> | null = null, step = 0) => ({
  listedBefore: Promise.resolve(listedBefore),
  sent: () => sent,
  step: () => step,
})
const deletes = (events: string[]) => events.filter((event) => event.startsWith('delete'))

describe('cancelling an upload', () => {
  it('lists before it aborts, then deletes the shorter dataset the node kept of it', async () => {
    const mine = item('old', 'big.bin', 400)
    const node = nodeAfterAbort(
      [mine],
      [mine, item('other', 'else.bin', 10), item('kept', 'big.bin', 300)],
    )
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete kept'])
  })

  it('deletes nothing that was there before or has another name', async () => {
    const before = [item('old', 'big.bin', 400)]
    const after = [...before, item('named', 'other.bin', 10)]
    const node = nodeAfterAbort(before, after)
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events.filter((event) => event.startsWith('delete'))).toEqual([])
    expect(node.events.filter((event) => event === 'list').length).toBe(17)
  })

  it('deletes the whole file when the upload ended before the abort reached it', async () => {
    const node = nodeAfterAbort([], [item('whole', 'big.bin', 1000)])
    node.upload.result = Promise.resolve(ok('whole'))
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events).toEqual(['list', 'abort', 'delete whole'])
  })

  it('deletes the whole file the node finished after the abort (the body had all been sent)', async () => {
    const node = nodeAfterAbort([], [item('whole', 'big.bin', 1000)])
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete whole'])
  })

  it('still aborts when the node cannot list', async () => {
    const node = nodeAfterAbort([], [])
    node.calls.files = async () => fail('down')
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events).toEqual(['abort'])
  })
  it('keeps the file the node held before when the same bytes finished uploading again', async () => {
    const original = item('same', 'big.bin', 1000)
    const node = nodeAfterAbort([original], [original])
    node.upload.result = Promise.resolve(ok('same'))
    await cancelWithoutFragment(node.upload, node.calls, options, seen(), noWait)
    expect(node.events).toEqual(['list', 'abort'])
  })

  it('keeps a file of the same name and type that finished elsewhere while the body was sent', async () => {
    // Listed while the 20 MB body was under way: nothing. At the cancel: a 100 KB file of the same
    // name and type, from another tab or tool. It is the person's, not a fragment.
    const other = item('other-tool', 'big.bin', 100)
    const node = nodeAfterAbort([other], [other])
    await cancelWithoutFragment(node.upload, node.calls, options, seen(500, new Set()), noWait)
    expect(deletes(node.events)).toEqual([])
  })

  it('keeps the same bytes uploaded twice when the second, cancelled, ended anyway', async () => {
    // The first upload finished after the second's body had started: only the list at the cancel
    // holds the cid both share.
    const first = item('same', 'big.bin', 1000)
    const node = nodeAfterAbort([first], [first])
    node.upload.result = Promise.resolve(ok('same'))
    await cancelWithoutFragment(node.upload, node.calls, options, seen(1000, new Set()), noWait)
    expect(node.events).toEqual(['list', 'abort'])
  })

  it('keeps the same bytes uploaded twice when the second was cut short', async () => {
    const first = item('same', 'big.bin', 1000)
    const node = nodeAfterAbort([first], [first])
    await cancelWithoutFragment(node.upload, node.calls, options, seen(900, new Set()), noWait)
    expect(deletes(node.events)).toEqual([])
  })

  it('keeps an ended upload whose cid the list under way held, when the list at the cancel failed', async () => {
    const node = nodeAfterAbort([], [])
    let listed = 0
    node.calls.files = async () => (listed++ === 0 ? fail('down') : ok([]))
    node.upload.result = Promise.resolve(ok('same'))
    await cancelWithoutFragment(
      node.upload,
      node.calls,
      options,
      seen(1000, new Set(['same'])),
      noWait,
    )
    expect(deletes(node.events)).toEqual([])
  })

  it('keeps a new dataset larger than the bytes the browser had sent', async () => {
    const node = nodeAfterAbort([], [item('bigger', 'big.bin', 600)])
    await cancelWithoutFragment(node.upload, node.calls, options, seen(400, new Set()), noWait)
    expect(deletes(node.events)).toEqual([])
  })

  it('deletes a true fragment: in neither list, named as the file, no larger than what was sent', async () => {
    const mine = item('old', 'big.bin', 400)
    const node = nodeAfterAbort([mine], [mine, item('kept', 'big.bin', 400)])
    await cancelWithoutFragment(
      node.upload,
      node.calls,
      options,
      seen(400, new Set(['old'])),
      noWait,
    )
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete kept'])
  })

  it('deletes the fragment of bytes sent after the last progress report (real node, Chromium)', async () => {
    // Measured on a real v0.2.5 node, 50 MB at 5 MB/s: Chromium reports upload progress every
    // 100 ms (steps of 458,752 bytes); the last report before the abort said 917,504 bytes, and
    // the node kept 1,392,640 (what had gone out since the report, up to the abort).
    const node = nodeAfterAbort([], [item('kept', 'big.bin', 1_392_640)])
    await cancelWithoutFragment(
      node.upload,
      node.calls,
      options,
      seen(917_504, new Set(), 458_752),
      noWait,
    )
    expect(node.events).toEqual(['list', 'abort', 'list', 'delete kept'])
  })

  it('keeps a new dataset larger than two progress steps past the last report', async () => {
    const node = nodeAfterAbort([], [item('bigger', 'big.bin', 1_000 + 2 * 300 + 1)])
    await cancelWithoutFragment(
      node.upload,
      node.calls,
      options,
      seen(1_000, new Set(), 300),
      noWait,
    )
    expect(deletes(node.events)).toEqual([])
  })

  it('deletes a fragment that the node lists only some looks after the abort', async () => {
    const node = nodeAfterAbort([], [])
    let looks = 0
    node.calls.files = async () => {
      node.events.push('list')
      looks += 1
      return ok(looks >= 4 ? [item('late', 'big.bin', 300)] : [])
    }
    await cancelWithoutFragment(node.upload, node.calls, options, seen(400, new Set()), noWait)
    expect(node.events).toEqual(['list', 'abort', 'list', 'list', 'list', 'delete late'])
  })
})
