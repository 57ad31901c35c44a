import mime from 'mime-types'
import type { UploadMetadata } from './dataset-store.ts'

export type MetadataResult = { ok: true; metadata: UploadMetadata } | { ok: false; message: string }

/**
 * The Codex lines only parse the quoted form and drop the last character as the closing quote;
 * late-2026 Logos Storage also takes an unquoted `filename=name` (up to a `;` or the end).
 */
export function filenameFromContentDisposition(
  header: string | undefined,
  acceptUnquoted = false,
): string | null {
  if (!header || !header.includes('filename=')) return null
  const parts = header.split('filename="')
  const rest = parts[1]
  if (parts.length >= 2 && rest !== undefined) return rest.trim().slice(0, -1)
  if (!acceptUnquoted) return null
  const unquoted = /(?:^|[;\s])filename=([^;"]*)/.exec(header)?.[1]?.trim()
  return unquoted ? unquoted : null
}

const forbidden = /[/\\:*?"<>|^]/
const hasControlCharacter = (name: string): boolean =>
  [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
const reserved = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i

/** Nim's `os.isValidFilename`, which the node applies to upload names. */
export function isValidFilename(name: string, maxLength = 259): boolean {
  if (name.length === 0 || name.length > maxLength) return false
  if (forbidden.test(name) || hasControlCharacter(name)) return false
  if (name.startsWith(' ') || name.endsWith(' ') || name.endsWith('.')) return false
  return !reserved.test(name)
}

/** A mimetype is valid when the table knows it (parameters such as `;charset=` are not). */
export const isValidMimetype = (value: string): boolean =>
  !value.includes(';') && mime.extension(value) !== false

/** Logos Storage also caps both so a manifest fits its smallest block. */
const MaxFilenameSize = 255
const MaxMimetypeSize = 128

export function uploadMetadata(
  contentType: string | undefined,
  contentDisposition: string | undefined,
  storage2026 = false,
): MetadataResult {
  const capLengths = storage2026
  const mimetype = contentType ?? ''
  if (mimetype !== '' && !isValidMimetype(mimetype)) {
    return { ok: false, message: `The MIME type '${mimetype}' is not valid.` }
  }
  // Node reads header bytes one character each (Latin-1); the node checks and keeps those bytes.
  const filenameBytes = filenameFromContentDisposition(contentDisposition, storage2026)
  // Nim's isValidFilename judges splitFile's name, the part after the last '/': the real node
  // accepts `../x` and `a/b` as names.
  if (filenameBytes !== null && !isValidFilename(filenameBytes.split('/').at(-1) ?? '')) {
    return { ok: false, message: 'The filename is not valid.' }
  }
  if (capLengths && filenameBytes !== null && filenameBytes.length > MaxFilenameSize) {
    return { ok: false, message: `Filename exceeds maximum size of ${MaxFilenameSize} bytes` }
  }
  if (capLengths && Buffer.byteLength(mimetype) > MaxMimetypeSize) {
    return { ok: false, message: `Mimetype exceeds maximum size of ${MaxMimetypeSize} bytes` }
  }
  const filename = filenameBytes === null ? null : Buffer.from(filenameBytes, 'latin1').toString()
  return { ok: true, metadata: { filename, mimetype: mimetype === '' ? null : mimetype } }
}
