// The upload's texts, apart from the code that sends files: an uploader shows the network error
// before that code has loaded, when loading it fails.

export const UPLOAD_NETWORK_ERROR = 'Something went wrong during the file upload.'
export const UPLOAD_CANCELLED = 'The upload has been cancelled'
export const uploadNameUnsendable = (name: string) =>
  `This browser cannot send the file name "${name}" to the node: rename the file with Latin letters, or upload it from another browser.`
