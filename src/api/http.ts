import type * as core from 'zod/v4/core'
import type * as z from 'zod/mini'
import { fail, ok, type Result } from './result.ts'
import { validateAnswer } from './validation.ts'

export type FetchFunction = typeof fetch

/** Runs `run` after `ms` and returns its cancel. */
export type SetTimer = (run: () => void, ms: number) => () => void

/**
 * The platform a call goes out through, handed down by the environment (nothing in src/api
 * touches the globals), so a test's fake clock and fetch are the ones every call uses.
 */
export interface Transport {
  fetch: FetchFunction
  setTimer: SetTimer
}

/** A node's transport: also the upload's XMLHttpRequest (the only browser API with upload progress). */
export interface NodeTransport extends Transport {
  createXhr: () => XMLHttpRequest
}

/** What a 401 means here: the proxy in front of the node did not take the node's credentials. */
export const PASSWORD_REFUSED =
  'The node refused the password: check the username and password in Nodes.'

/** The message of a failed answer: the body the node sent, or ours where the status says more. */
export function failedAnswerMessage(status: number, body: string): string {
  return status === 401 ? PASSWORD_REFUSED : body
}

/** Sends one request; a thrown fetch is code 502, a non-2xx status carries the body text. */
export async function send(
  fetchFunction: FetchFunction,
  url: string,
  init: RequestInit = {},
): Promise<Result<Response>> {
  let response: Response
  try {
    response = await fetchFunction(url, init)
  } catch (error) {
    const cause = abortReasonOr(error, init.signal)
    return fail(messageOf(cause), { code: 502, sourceStack: stackOf(cause) })
  }
  if (response.ok) return ok(response)
  const body = await readText(response)
  if (body.error) return body
  return fail(failedAnswerMessage(response.status, body.data), { code: response.status })
}

/** A request whose answer is text, such as a cid or the node's success sentence. */
export async function sendForText(
  fetchFunction: FetchFunction,
  url: string,
  init: RequestInit = {},
): Promise<Result<string>> {
  const response = await send(fetchFunction, url, init)
  return response.error ? response : readText(response.data, init.signal)
}

/** A request whose answer is JSON, checked against its schema before anyone sees it. */
export async function sendForJson<S extends core.$ZodType>(
  fetchFunction: FetchFunction,
  url: string,
  schema: S,
  init: RequestInit = {},
): Promise<Result<z.output<S>>> {
  const text = await sendForText(fetchFunction, url, init)
  if (text.error) return text
  const json = parseJson(text.data)
  if (json.error) return json
  try {
    return validateAnswer(schema, json.data)
  } catch (error) {
    return fail(messageOf(error), { sourceStack: stackOf(error) })
  }
}

/**
 * Integers past 2^53 (sizes, durations and token amounts a v0.2.0 node sends as JSON numbers) are
 * kept as their digits where the engine hands the reviver the source text, so they stay exact.
 */
function keepLargeIntegers(
  this: unknown,
  _key: string,
  value: unknown,
  context?: { source?: string },
) {
  if (typeof value !== 'number' || Number.isSafeInteger(value) || context?.source === undefined) {
    return value
  }
  return /^\d+$/.test(context.source) ? context.source : value
}

/**
 * Integers of at most 15 digits are always exact: a text without a run of 16 digits (most answers,
 * a 20 MB file list among them) is parsed without the reviver, several times faster.
 */
const MAYBE_LARGE_INTEGER = /\d{16}/

export function parseJson(text: string): Result<unknown> {
  try {
    const reviver = MAYBE_LARGE_INTEGER.test(text) ? keepLargeIntegers : undefined
    return ok(JSON.parse(text, reviver) as unknown)
  } catch (error) {
    return fail(messageOf(error), { sourceStack: stackOf(error) })
  }
}

/**
 * What cut a request short: the reason its signal was aborted with (a deadline's words), where the
 * engine rejects with its own error instead (WebKit: "Fetch is aborted"), else the error itself.
 */
export function abortReasonOr(error: unknown, signal: AbortSignal | null | undefined): unknown {
  return signal?.aborted && signal.reason instanceof Error ? signal.reason : error
}

/** A body that breaks off mid-stream is a network failure, like a thrown fetch. */
async function readBody<T>(
  response: Response,
  read: (body: Response) => Promise<T>,
  signal?: AbortSignal | null,
) {
  try {
    return ok(await read(response))
  } catch (error) {
    const cause = abortReasonOr(error, signal)
    return fail<T>(messageOf(cause), { code: 502, sourceStack: stackOf(cause) })
  }
}

const readText = (response: Response, signal?: AbortSignal | null) =>
  readBody(response, (body) => body.text(), signal)

/** Whatever was thrown, as text; even a value that cannot be turned into a string. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return Object.prototype.toString.call(error)
  }
}

function stackOf(error: unknown): string | null {
  return error instanceof Error && error.stack !== undefined ? error.stack : null
}
