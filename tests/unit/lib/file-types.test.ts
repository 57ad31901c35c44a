import { describe, expect, it } from 'vitest'
import { fileType } from '../../../src/lib/file-types.ts'

describe('fileType', () => {
  it.each([
    'application/zip',
    'application/vnd.rar',
    'application/x-tar',
    'application/gzip',
    'application/x-7z-compressed',
    'application/x-bzip2',
    'application/x-xz',
  ])('classes %s as an archive', (mimetype) => {
    expect(fileType(mimetype)).toBe('archive')
  })

  it.each(['a.zip', 'a.rar', 'a.tar', 'a.tar.gz', 'a.7z', 'a.bz2', 'a.XZ'])(
    'classes %s without a known mimetype as an archive',
    (filename) => {
      expect(fileType('application/octet-stream', filename)).toBe('archive')
      expect(fileType(null, filename)).toBe('archive')
    },
  )

  it('classes video and image mimetypes', () => {
    expect(fileType('video/mp4')).toBe('video')
    expect(fileType('image/png')).toBe('image')
    expect(fileType('IMAGE/JPEG; charset=binary')).toBe('image')
  })

  it('falls back to the extension only when the mimetype says nothing', () => {
    expect(fileType(null, 'clip.webm')).toBe('video')
    expect(fileType('', 'photo.jpg')).toBe('image')
    expect(fileType('text/plain', 'photo.jpg')).toBe('document')
  })

  it('classes everything else as a document', () => {
    expect(fileType('text/plain', 'notes.txt')).toBe('document')
    expect(fileType('application/pdf')).toBe('document')
    expect(fileType(null, null)).toBe('document')
    expect(fileType(null, '.zip')).toBe('document')
  })
})
