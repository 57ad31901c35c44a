// The upload's texts, apart from the code that sends files: an uploader shows the network error
// before that code has loaded, when loading it fails.

export const UPLOAD_NETWORK_ERROR = 'Something went wrong during the file upload.'
export const UPLOAD_CANCELLED = 'The upload has been cancelled'
/** A Codex node sends its upload refusals without CORS headers: the page sees only that it answered. */
export const uploadRefusedUnread = (mimetype?: string) =>
  `The node refused the upload, and its reason cannot be read from this page. A Codex node refuses a file type it does not know${mimetype ? ` (this file's: ${mimetype})` : ''}, a file name it does not accept, or a file larger than its free space.`
export const uploadNameUnsendable = (name: string) =>
  `This browser cannot send the file name "${name}" to the node: rename the file with Latin letters, or upload it from another browser.`
