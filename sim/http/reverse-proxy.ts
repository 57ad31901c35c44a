// The reverse proxy a hosted node sits behind (the node itself has no authentication): it answers
// CORS preflights itself, refuses node API calls without the right HTTP basic credentials, answers
// 502 while the node behind it is stopped, and adds CORS to every answer, its own included (nginx
// `add_header … always`), so a page can read them.
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Reply } from './reply.ts'

export interface BasicCredentials {
  username: string
  password: string
}

export const AuthRealm = 'Storage node'

/** The bodies nginx answers with, in short. */
const page = (title: string) =>
  `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`
const RefusedPage = page('401 Authorization Required')
const BadGatewayPage = page('502 Bad Gateway')

export interface Proxy {
  /** Basic credentials it asks for (null: it lets every call through). */
  credentials: BasicCredentials | null
  /** The node behind it is stopped: calls that pass the proxy get 502. */
  nodeStopped: boolean
}

/**
 * `user:password` as `--auth` takes it, split on the first ':' (a user-id may not hold one, a
 * password may). The message never repeats the value: it may be a password typed wrong.
 */
export function parseCredentials(text: string): BasicCredentials {
  const colon = text.indexOf(':')
  if (colon < 0) throw new Error('--auth must be <username>:<password>: no ":" in the value')
  const username = text.slice(0, colon)
  if (username === '')
    throw new Error('--auth must be <username>:<password>: the username is empty')
  return { username, password: text.slice(colon + 1) }
}

/** Whether `Authorization: Basic …` carries exactly these credentials (UTF-8, RFC 7617). */
export function carriesCredentials(req: IncomingMessage, credentials: BasicCredentials): boolean {
  const match = /^basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(req.headers.authorization ?? '')
  if (!match?.[1]) return false
  const given = Buffer.from(match[1], 'base64')
  const expected = Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * What the proxy does before the node sees a call: a preflight is answered without credentials
 * (browsers never send them on one), a call without the right ones gets 401, one for a stopped node
 * 502. Returns whether it answered; when not, the call goes on to the node.
 */
export function proxyAnswered(
  req: IncomingMessage,
  reply: Reply,
  proxy: Proxy,
  answerPreflight: () => void,
): boolean {
  const answer = (status: number, headers: Record<string, string>, body = ''): true => {
    req.resume()
    reply.send(status, headers, body)
    return true
  }
  if (req.method === 'OPTIONS') {
    req.resume()
    answerPreflight()
    return true
  }
  const { credentials } = proxy
  if (credentials && !carriesCredentials(req, credentials)) {
    return answer(
      401,
      {
        'Content-Type': 'text/html',
        'WWW-Authenticate': `Basic realm="${AuthRealm}", charset="UTF-8"`,
      },
      RefusedPage,
    )
  }
  if (proxy.nodeStopped) return answer(502, { 'Content-Type': 'text/html' }, BadGatewayPage)
  return false
}
