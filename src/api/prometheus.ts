import { joinUrl } from '../lib/urls.ts'
import {
  eitherLine,
  LINE_METRICS,
  QUOTA_SERIES,
  SCRAPE_JOB,
  SHARED_METRICS,
} from '../monitoring/prometheus-names.ts'
import { sendForJson, type Transport } from './http.ts'
import { underDeadline } from './deadlines.ts'
import { answersWithoutCors } from './origin-probe.ts'
import { basicAuth } from './basic-auth.ts'
import { fail, ok, type Result } from './result.ts'
import { RangeAnswer, type RangeSeries } from './schemas/prometheus.ts'

/** A Prometheus (or Alertmanager) the user named: its address and basic-auth credentials. */
export interface MonitoringServer {
  url: string
  auth?: { username: string; password: string }
}

/**
 * What a node measures, as Prometheus keeps it under both lines' metric names
 * (src/monitoring/prometheus-names.ts), so nothing above this file names either.
 */
export type NodeMeasure = 'up' | 'bytesUsed' | 'bytesReserved' | 'quota' | 'peers'

/** Each measure's selector over the given labels (e.g. `node="Home node"`, or `node!=""` for all). */
const SELECTORS: Record<NodeMeasure, (labels: string) => string> = {
  up: (labels) => `up{job="${SCRAPE_JOB}",${labels}}`,
  bytesUsed: (labels) => `{${eitherLine(LINE_METRICS.bytesUsed)},${labels}}`,
  bytesReserved: (labels) => `{${eitherLine(LINE_METRICS.bytesReserved)},${labels}}`,
  // Not a node metric: the rules file records each node's quota from its /space.
  quota: (labels) => `${QUOTA_SERIES}{${labels}}`,
  peers: (labels) => `${SHARED_METRICS.peers}{${labels}}`,
}

/** A measure's series for the nodes `labels` match; `node` is the vault's name for the node. */
export function measureSelector(measure: NodeMeasure, labels: string): string {
  return SELECTORS[measure](labels)
}

function quoted(text: string): string {
  return JSON.stringify(text)
}

/**
 * One query for several measures of a node: each point is the measure's last sample in the step
 * before it (the uptime's: the share of scrapes that answered), labelled `measure`.
 */
export function measuresQuery(node: string, measures: readonly NodeMeasure[], stepMs: number) {
  const window = `${Math.max(1, Math.round(stepMs / 1000))}s`
  return measures
    .map((measure) => {
      const over = measure === 'up' ? 'avg_over_time' : 'last_over_time'
      const series = `${over}(${SELECTORS[measure](`node=${quoted(node)}`)}[${window}])`
      return `label_replace(${series}, "measure", "${measure}", "", "")`
    })
    .join(' or ')
}

/** How long Prometheus or Alertmanager may take to answer before it counts as not answering. */
export const MONITORING_ANSWER_MS = 15_000

export interface RangeQuery {
  query: string
  /** Milliseconds since the epoch; Prometheus evaluates at start, start + step, … up to end. */
  start: number
  end: number
  step: number
}

/**
 * One point at `now` itself, not the whole second before it: a node whose scrape landed in that
 * second would read as not scraped.
 */
export function atMoment(query: string, now: number, step: number): RangeQuery {
  return { query, start: now, end: now, step }
}

/** Why Prometheus gave no points, in the product's words: each says what to do. */
export const prometheusProblem = {
  refused: 'Prometheus refused the username and password: check them in Settings.',
  down: (url: string) => `Prometheus at ${url} does not answer: is it running, at this address?`,
  noCors: (url: string, origin: string) =>
    `Prometheus at ${url} answers, but not to this page: start it with --web.cors.origin allowing ${origin}.`,
  // Its own basic auth turns away the browser's preflight, which never carries the password: the
  // page cannot tell a wrong password from a missing CORS allowance.
  noCorsWithAuth: (url: string, origin: string) =>
    `Prometheus at ${url} answers, but not to this page: check the username and password in Settings, and that it allows ${origin} (a proxy that asks for the password must let the browser's preflight through).`,
  notPrometheus: (url: string) =>
    `There is no Prometheus at ${url}: check its address in Settings.`,
  answer: (message: string) => `Prometheus could not answer the charts' query: ${message}`,
}

/**
 * `/api/v1/query_range` with the server's credentials, which only ever go to its own origin (the
 * address is the base of every request, and never carries them itself).
 */
export async function queryRange(
  server: MonitoringServer,
  range: RangeQuery,
  pageOrigin: string,
  transport: Transport,
): Promise<Result<RangeSeries[]>> {
  const params = new URLSearchParams({
    query: range.query,
    start: String(range.start / 1000),
    end: String(range.end / 1000),
    step: `${Math.round(range.step / 1000)}s`,
  })
  const url = joinUrl(server.url, `/api/v1/query_range?${params.toString()}`)
  const headers: Record<string, string> = server.auth
    ? { Authorization: basicAuth(server.auth) }
    : {}
  const answer = await underDeadline(
    MONITORING_ANSWER_MS,
    'Prometheus did not answer in time.',
    transport.setTimer,
    (signal) =>
      sendForJson(transport.fetch, url, RangeAnswer(), { headers, credentials: 'omit', signal }),
  )
  if (!answer.error) return ok(answer.data.data.result)
  const { code, message } = answer.data
  if (code === 401) return fail(prometheusProblem.refused, { code })
  if (code === 404) return fail(prometheusProblem.notPrometheus(server.url), { code })
  if (code !== 502) return fail(prometheusProblem.answer(message), { code })
  // A thrown fetch: down, or up but answering without CORS headers for this page's origin.
  const reached = await answersWithoutCors(joinUrl(server.url, '/-/ready'), transport)
  if (!reached) return fail(prometheusProblem.down(server.url), { code })
  const blocked = server.auth ? prometheusProblem.noCorsWithAuth : prometheusProblem.noCors
  return fail(blocked(server.url, pageOrigin), { code })
}
