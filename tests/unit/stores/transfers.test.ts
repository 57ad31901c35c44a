import { describe, expect, it } from 'vitest'
import { listTransfers } from '../../../src/stores/node/transfers.ts'
import type { DownloadRecord } from '../../../src/stores/node/network-download-records.ts'
import type { UploadItem } from '../../../src/stores/node/upload-list.ts'

const record = (change: Partial<DownloadRecord> = {}): DownloadRecord => ({
  downloadId: '1',
  transport: 'direct',
  treeCid: 't',
  datasetSize: '1000',
  blockSize: '65536',
  filename: 'kept.bin',
  mimetype: null,
  startedAt: 10,
  end: null,
  ...change,
})

const upload = (change: Partial<UploadItem>): UploadItem => ({
  id: 'upload-1',
  file: new File(['abc'], 'up.txt'),
  status: 'progress',
  loaded: 1,
  total: 3,
  speed: null,
  secondsLeft: null,
  cid: null,
  preview: null,
  error: null,
  origin: null,
  advertise: true,
  node: 'n',
  ...change,
})

describe('listTransfers', () => {
  it('shows kept downloads by how they ended, newest first, and uploads after', () => {
    const list = listTransfers(
      {
        old: record({ startedAt: 1, end: { state: 'done' } }),
        lost: record({ startedAt: 5, end: { state: 'failed', message: 'Lost' }, transport: 'mix' }),
        waiting: record({ startedAt: 9 }),
      },
      {},
      [upload({ status: 'error', error: 'Boom' }), upload({ id: 'upload-2', cid: 'zb' })],
    )
    expect(list.map((t) => [t.kind, t.state, t.message])).toEqual([
      ['download', 'starting', null],
      ['download', 'failed', 'Lost'],
      ['download', 'done', null],
      ['upload', 'failed', 'Boom'],
      ['upload', 'done', null],
    ])
    expect(list[1]).toMatchObject({ cid: 'lost', transport: 'mix', name: 'kept.bin' })
    expect(list[2]).toMatchObject({ bytes: 1000n, totalBytes: 1000n })
  })

  it("prefers this page's live state to what was kept", () => {
    const [live] = listTransfers(
      { a: record() },
      { a: { state: 'failed', message: 'Cancelled' } },
      [],
    )
    expect(live).toMatchObject({
      kind: 'download',
      cid: 'a',
      state: 'failed',
      message: 'Cancelled',
    })
  })
})
