import { fail, type Result } from './result.ts'
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR } from './upload-messages.ts'
import type { Upload } from './upload.ts'

/**
 * An upload that starts once `ready` (the node's line) is known; an abort before then cancels it
 * without a request, and a failure to learn the line is the upload's answer.
 */
export function uploadWhenReady<T>(ready: Promise<Result<T>>, start: (value: T) => Upload): Upload {
  let aborted = false
  let started: Upload | undefined
  const result = ready.then((value) => {
    if (aborted) return fail<string>(UPLOAD_CANCELLED)
    // A node that cannot be reached fails the upload in the upload's own words.
    if (value.error) return value.data.code === 502 ? fail<string>(UPLOAD_NETWORK_ERROR) : value
    started = start(value.data)
    return started.result
  })
  return {
    result,
    abort: () => {
      aborted = true
      return started?.abort()
    },
  }
}
