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

/** The usage summary's classes: the spec's four, with files that are not documents apart. */
export type UsageClass = FileType | 'other'

const DOCUMENT_MIMETYPES = new Set([
  'application/pdf',
  'application/json',
  'application/xml',
  'application/rtf',
  'application/msword',
  'application/epub+zip',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
])
const DOCUMENT_EXTENSIONS = new Set([
  'pdf',
  'txt',
  'md',
  'rtf',
  'doc',
  'docx',
  'odt',
  'xls',
  'xlsx',
  'ods',
  'csv',
  'ppt',
  'pptx',
  'odp',
  'json',
  'xml',
  'html',
  'htm',
  'epub',
])

/** A file's class in the usage summary: a "document" that is not text nor an office file is other. */
export function usageClass(mimetype: string | null, filename: string | null = null): UsageClass {
  const type = fileType(mimetype, filename)
  if (type !== 'document') return type
  const mime = (mimetype ?? '').toLowerCase().split(';')[0]?.trim() ?? ''
  const isDocument =
    mime.startsWith('text/') ||
    DOCUMENT_MIMETYPES.has(mime) ||
    mime.startsWith('application/vnd.openxmlformats-officedocument.') ||
    mime.startsWith('application/vnd.oasis.opendocument.') ||
    DOCUMENT_EXTENSIONS.has(extensionOf(filename))
  return isDocument ? 'document' : 'other'
}
