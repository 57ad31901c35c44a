import { isCid } from './cid.ts'
import { transferStalled } from './deadlines.ts'
import { headerTextOf } from './header-text.ts'
import { failedAnswerMessage, type NodeTransport } from './http.ts'
import { fail, ok, type Result } from './result.ts'
import { ANSWER_INVALID } from './validation-messages.ts'

import { answersWithoutCors } from './origin-probe.ts'
import {
  UPLOAD_CANCELLED,
  UPLOAD_NETWORK_ERROR,
  uploadNameUnsendable,
  uploadRefusedUnread,
} from './upload-messages.ts'

export {
  UPLOAD_CANCELLED,
  UPLOAD_NETWORK_ERROR,
  uploadNameUnsendable,
  uploadRefusedUnread,
} from './upload-messages.ts'

export interface UploadOptions {
  filename?: string
  mimetype?: string
  /**
   * False uploads without announcing the dataset to the network (nodes that serve advertising;
   * others ignore the query). Absent or true: the node's default, announced.
   */
  advertise?: boolean
  onProgress?: (loaded: number, total: number) => void
}

export interface Upload {
  /** The cid of the stored file, or why there is none. Never rejects. */
  result: Promise<Result<string>>
  /** Stops it; where the node may keep a leftover, settles once that is cleaned up. Never rejects. */
  abort(): void | Promise<void>
}

export interface UploadRequest {
  url: string
  headers: Record<string, string>
  transport: NodeTransport
  /** The longest the node may stay silent (no byte taken, no answer) before the upload stops. */
  silenceMs?: number
}

/**
 * Streams the file as the request body over XHR (the only browser API with upload progress);
 * the file is handed to `send` as is, so it is never read into memory.
 */
export function uploadFile(file: Blob, options: UploadOptions, request: UploadRequest): Upload {
  const headers = uploadHeaders(options, request.headers)
  if (!headers) {
    const unsendable = fail<string>(uploadNameUnsendable(options.filename ?? ''))
    return { result: Promise.resolve(unsendable), abort: () => {} }
  }
  let xhr: XMLHttpRequest | undefined
  let settle: (result: Result<string>) => void = () => {}
  const result = new Promise<Result<string>>((resolve) => {
    settle = resolve
  })
  try {
    xhr = request.transport.createXhr()
    const active = xhr
    active.open('POST', request.url)
    for (const [name, value] of Object.entries(headers)) {
      active.setRequestHeader(name, value)
    }
    const silence = silenceWatch(active, request, settle)
    void result.then(silence.done)
    active.upload.onprogress = (event) => {
      silence.touch()
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total)
    }
    active.onload = () => void answerOf(active).then(settle)
    active.onerror = () => void failedWithoutAnswer(request, options.mimetype).then(settle)
    active.ontimeout = () => settle(fail(UPLOAD_NETWORK_ERROR))
    active.onabort = () => settle(fail(UPLOAD_CANCELLED))
    active.send(file)
  } catch (error) {
    settle(fail(error instanceof Error ? error.message : UPLOAD_NETWORK_ERROR))
  }
  return { result, abort: () => xhr?.abort() }
}

/**
 * An XHR error is a network failure, or an answer the browser hid: a Codex node answers a refused
 * upload (422 for a type or name, 500 when it is full) without CORS headers. A node that answers
 * a no-cors request is up, so it refused this one.
 */
async function failedWithoutAnswer(
  request: UploadRequest,
  mimetype?: string,
): Promise<Result<string>> {
  const answers = await answersWithoutCors(request.url, request.transport)
  return fail(answers ? uploadRefusedUnread(mimetype) : UPLOAD_NETWORK_ERROR)
}

/** The request's headers, or undefined when this browser cannot send the file's name. */
function uploadHeaders(options: UploadOptions, base: Record<string, string>) {
  const headers: Record<string, string> = { ...base }
  if (options.filename) {
    const name = headerTextOf(options.filename)
    if (name === undefined) return undefined
    headers['Content-Disposition'] = `attachment; filename="${name}"`
  }
  if (options.mimetype) headers['Content-Type'] = options.mimetype
  return headers
}

async function answerOf(xhr: XMLHttpRequest): Promise<Result<string>> {
  if (xhr.status !== 200) {
    return fail(failedAnswerMessage(xhr.status, xhr.responseText), { code: xhr.status })
  }
  const cid = xhr.responseText.trim()
  try {
    // The cid parser (multiformats) loads only when an answer needs checking.
    return (await isCid(cid)) ? ok(cid) : fail(ANSWER_INVALID)
  } catch (error) {
    return fail(error instanceof Error ? error.message : UPLOAD_NETWORK_ERROR)
  }
}

/** Stops the upload once the node stays silent too long: settled as stalled, not cancelled. */
function silenceWatch(
  xhr: XMLHttpRequest,
  { silenceMs: ms, transport }: UploadRequest,
  settle: (result: Result<string>) => void,
) {
  let cancel = () => {}
  const touch = () => {
    if (ms === undefined) return
    cancel()
    cancel = transport.setTimer(() => {
      settle(fail(transferStalled(ms), { code: 502 }))
      xhr.abort()
    }, ms)
  }
  touch()
  return { touch, done: () => cancel() }
}
