// A pass-through proxy between the browser and the real node that a journey can tell to hold
// chosen calls: the request itself (a node that stays silent on it) or the node's answer (a call
// the node has finished but the page has not heard of yet). Everything else, headers and CORS
// included, passes as the node sends it.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type HoldAt = 'request' | 'answer'

export interface HeldCall {
  method: string
  path: string
  at: HoldAt
  /** Lets the call go on: the request to the node, or the node's answer to the page. */
  release(): void
}

interface Rule {
  method: string
  path: RegExp
  at: HoldAt
}

export interface HoldingProxy {
  /** Origin the page calls instead of the node's. */
  url: string
  /** Holds, from now on, every call with this method whose path (no query) matches. */
  hold(method: string, path: RegExp, at: HoldAt): void
  /** Holds nothing new; calls held already stay held until released. */
  stopHolding(): void
  /** Resolves with the first held call (held already or to come) that `match` accepts. */
  held(match: (call: HeldCall) => boolean, timeoutMs?: number): Promise<HeldCall>
  /** Lets every held call go on, in the order they were held. */
  releaseAll(): void
  /** Every call that went through the proxy so far, as `METHOD path`. */
  seen(): string[]
  close(): Promise<void>
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const node = new URL(target)
  let rules: Rule[] = []
  const heldCalls: HeldCall[] = []
  const waiting = new Set<() => void>()
  const seen: string[] = []
  const sockets = new Set<Socket>()

  const holdOf = (method: string, path: string) =>
    rules.find((rule) => rule.method === method && rule.path.test(path))?.at

  const park = (call: Omit<HeldCall, 'release'>, go: () => void) => {
    let released = false
    heldCalls.push({
      ...call,
      release: () => {
        if (released) return
        released = true
        go()
      },
    })
    for (const wake of waiting) wake()
  }

  const forward = (req: IncomingMessage, res: ServerResponse, holdAnswer: () => boolean) => {
    const upstream = request(
      {
        host: node.hostname,
        port: node.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: node.host },
        // The node's HTTP server sends bytes after a `Connection: close` answer, which Node's
        // strict parser refuses (browsers read the answer).
        insecureHTTPParser: true,
      },
      (answer) => {
        const send = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        }
        if (!holdAnswer()) return send()
        answer.pause()
        park({ method: req.method ?? '', path: pathOf(req), at: 'answer' }, send)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    const method = req.method ?? ''
    const path = pathOf(req)
    seen.push(`${method} ${path}`)
    const at = holdOf(method, path)
    if (at === 'request') {
      park({ method, path, at }, () => forward(req, res, () => false))
    } else {
      forward(req, res, () => at === 'answer')
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    hold: (method, path, at) => {
      rules = [...rules, { method, path, at }]
    },
    stopHolding: () => {
      rules = []
    },
    held: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = heldCalls.find(match)
          if (!found) return
          clearTimeout(timer)
          waiting.delete(look)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiting.delete(look)
          reject(new Error(`no held call matched within ${timeoutMs} ms; seen: ${seen.join(', ')}`))
        }, timeoutMs)
        waiting.add(look)
        look()
      }),
    releaseAll: () => {
      for (const call of heldCalls) call.release()
    },
    seen: () => [...seen],
    close: async () => {
      rules = []
      for (const call of heldCalls) call.release()
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    },
  }
}

const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://proxy').pathname
