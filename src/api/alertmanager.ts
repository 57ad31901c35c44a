import * as z from 'zod/mini'
import type * as core from 'zod/v4/core'
import { joinUrl } from '../lib/urls.ts'
import { basicAuth } from './basic-auth.ts'
import { underDeadline } from './deadlines.ts'
import { sendForJson, type Transport } from './http.ts'
import { answersWithoutCors } from './origin-probe.ts'
import { MONITORING_ANSWER_MS, type MonitoringServer } from './prometheus.ts'
import { fail, ok, type Result } from './result.ts'
import {
  GettableAlerts,
  GettableSilence,
  SilenceCreated,
  type GettableAlert,
} from './schemas/alertmanager.ts'

/** Why Alertmanager could not be read or told, in the product's words: each says what to do. */
export const alertmanagerProblem = {
  refused: 'Alertmanager refused the username and password: check them in Settings.',
  down: (url: string) => `Alertmanager at ${url} does not answer: is it running, at this address?`,
  noCors: (url: string, origin: string) =>
    `Alertmanager at ${url} answers, but not to this page: serve it on this page's origin (${origin}) or behind a proxy that allows it.`,
  answer: (message: string) => `Alertmanager could not answer: ${message}`,
}

/** A silence as the vault asks for it: one rule of one node, with the person's words. */
export interface SilenceAsk {
  alertname: string
  node: string
  comment: string
  /** Milliseconds since the epoch (the environment's clock). */
  startsAt: number
  endsAt: number
}

export const SILENCE_AUTHOR = 'Codex Vault'

interface Call {
  server: MonitoringServer
  pageOrigin: string
  transport: Transport
}

/**
 * One request to Alertmanager's v2 API with its credentials, which only ever go to its own origin
 * (the address is the base of every request and never carries them itself).
 */
async function call<S extends core.$ZodType>(
  { server, pageOrigin, transport }: Call,
  path: string,
  schema: S,
  init: { method?: string; body?: unknown } = {},
): Promise<Result<z.output<S>>> {
  const headers: Record<string, string> = server.auth
    ? { Authorization: basicAuth(server.auth) }
    : {}
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const answer = await underDeadline(
    MONITORING_ANSWER_MS,
    'Alertmanager did not answer in time.',
    transport.setTimer,
    (signal) =>
      sendForJson(transport.fetch, joinUrl(server.url, path), schema, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
        signal,
      }),
  )
  if (!answer.error) return answer
  const { code, message } = answer.data
  if (code === 401) return fail(alertmanagerProblem.refused, { code })
  if (code !== 502) return fail(alertmanagerProblem.answer(message), { code })
  // A thrown fetch: down, or up but answering without CORS headers for this page's origin.
  const reached = await answersWithoutCors(joinUrl(server.url, '/-/ready'), transport)
  return fail(
    reached
      ? alertmanagerProblem.noCors(server.url, pageOrigin)
      : alertmanagerProblem.down(server.url),
    { code },
  )
}

/** The alerts that fire now: active, neither silenced nor inhibited. */
export function firingAlerts(target: Call): Promise<Result<GettableAlert[]>> {
  const filter = new URLSearchParams({ active: 'true', silenced: 'false', inhibited: 'false' })
  return call(target, `/api/v2/alerts?${filter.toString()}`, GettableAlerts)
}

const equal = (name: string, value: string) => ({ name, value, isRegex: false, isEqual: true })

/** Silences one alert of one node until `endsAt`; answers the silence's id. */
export async function createSilence(target: Call, ask: SilenceAsk): Promise<Result<string>> {
  const created = await call(target, '/api/v2/silences', SilenceCreated, {
    method: 'POST',
    body: {
      matchers: [equal('alertname', ask.alertname), equal('node', ask.node)],
      startsAt: new Date(ask.startsAt).toISOString(),
      endsAt: new Date(ask.endsAt).toISOString(),
      createdBy: SILENCE_AUTHOR,
      comment: ask.comment,
    },
  })
  return created.error ? created : ok(created.data.silenceID)
}

/** How soon an expired silence ends: Alertmanager refuses an end in its past, and clocks differ. */
const EXPIRE_AFTER_MS = 5_000

/**
 * Ends a silence. Not with `DELETE /api/v2/silence/{id}`: Alertmanager's CORS allows only GET and
 * POST, so a page on another origin could never send it. The silence is updated instead to end a
 * few seconds from now (the same id; Alertmanager then shows it expired). One already gone is done.
 */
export async function expireSilence(target: Call, id: string, now: number): Promise<Result<null>> {
  const silence = await call(target, `/api/v2/silence/${encodeURIComponent(id)}`, GettableSilence)
  if (silence.error) return silence.data.code === 404 ? ok(null) : silence
  const { matchers, startsAt, endsAt, createdBy, comment, status } = silence.data
  const soon = now + EXPIRE_AFTER_MS
  if (status.state === 'expired' || Date.parse(endsAt) <= soon) return ok(null)
  const updated = await call(target, '/api/v2/silences', SilenceCreated, {
    method: 'POST',
    body: { id, matchers, startsAt, endsAt: new Date(soon).toISOString(), createdBy, comment },
  })
  return updated.error ? updated : ok(null)
}
