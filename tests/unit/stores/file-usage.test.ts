import { describe, expect, it } from 'vitest'
import { summarizeUsage } from '../../../src/stores/node/file-usage.ts'
import { toFileEntry } from '../../../src/stores/node/file-list.ts'
import { usageClass } from '../../../src/lib/file-types.ts'

const entry = (cid: string, filename: string | null, mimetype: string | null, size: bigint) =>
  toFileEntry(
    {
      cid,
      manifest: {
        treeCid: 't',
        datasetSize: size,
        blockSize: 65536n,
        filename,
        mimetype,
        protected: false,
      },
    },
    new Map(),
  )

describe('usage by type', () => {
  it('sorts files into documents, images, video, archives and other', () => {
    expect(usageClass('application/pdf')).toBe('document')
    expect(usageClass('text/plain; charset=utf-8')).toBe('document')
    expect(usageClass('application/octet-stream', 'notes.md')).toBe('document')
    expect(usageClass('image/png')).toBe('image')
    expect(usageClass('video/mp4')).toBe('video')
    expect(usageClass('application/zip')).toBe('archive')
    expect(usageClass('application/octet-stream', 'blob.bin')).toBe('other')
    expect(usageClass(null, null)).toBe('other')
  })

  it('counts files and adds their bytes per class, every class shown', () => {
    const rows = summarizeUsage([
      entry('a', 'a.pdf', 'application/pdf', 10n),
      entry('b', 'b.txt', 'text/plain', 5n),
      entry('c', 'c.png', 'image/png', 2n ** 60n),
      entry('d', 'd.bin', 'application/octet-stream', 7n),
    ])
    expect(rows).toEqual([
      { kind: 'document', label: 'Documents', count: 2, bytes: 15n },
      { kind: 'image', label: 'Images', count: 1, bytes: 2n ** 60n },
      { kind: 'video', label: 'Video', count: 0, bytes: 0n },
      { kind: 'archive', label: 'Archives', count: 0, bytes: 0n },
      { kind: 'other', label: 'Other', count: 1, bytes: 7n },
    ])
  })

  it('summarizes 100,000 files quickly', () => {
    const list = Array.from({ length: 100_000 }, (_, index) =>
      entry(
        `cid${index}`,
        `file${index}.${['pdf', 'png', 'mp4', 'zip', 'bin'][index % 5]}`,
        null,
        1000n,
      ),
    )
    const started = performance.now()
    const rows = summarizeUsage(list)
    expect(performance.now() - started).toBeLessThan(500)
    expect(rows.map((row) => row.count)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000])
  })
})
