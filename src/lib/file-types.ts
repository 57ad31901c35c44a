export type FileType = 'archive' | 'video' | 'image' | 'document'

const ARCHIVE_MIMETYPES = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'application/x-tar',
  'application/gzip',
  'application/x-gzip',
  'application/x-7z-compressed',
  'application/x-bzip2',
  'application/x-xz',
])

const ARCHIVE_EXTENSIONS = new Set([
  'zip',
  'rar',
  'tar',
  'gz',
  'tgz',
  'gzip',
  '7z',
  'bz2',
  'bzip2',
  'xz',
])
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'ogv', 'mpeg', 'mpg'])
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico'])

/** The spec's file classes: archives (zip, rar, tar, gzip, 7z, bzip2, xz), video, image, document. */
export function fileType(mimetype: string | null, filename: string | null = null): FileType {
  const type = (mimetype ?? '').toLowerCase().split(';')[0]?.trim() ?? ''
  if (ARCHIVE_MIMETYPES.has(type)) return 'archive'
  if (type.startsWith('video/')) return 'video'
  if (type.startsWith('image/')) return 'image'
  const extension = extensionOf(filename)
  if (ARCHIVE_EXTENSIONS.has(extension)) return 'archive'
  if (type === '' || type === 'application/octet-stream') {
    if (VIDEO_EXTENSIONS.has(extension)) return 'video'
    if (IMAGE_EXTENSIONS.has(extension)) return 'image'
  }
  return 'document'
}

function extensionOf(filename: string | null): string {
  if (!filename) return ''
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : ''
}
