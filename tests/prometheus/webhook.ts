// A webhook receiver for Alertmanager: every notification it POSTs, with when it arrived.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Notification {
  receivedAt: number
  status: 'firing' | 'resolved'
  alerts: { status: string; labels: Record<string, string> }[]
}

export interface WebhookReceiver {
  url: string
  notifications: Notification[]
  /** The first notification `pick` accepts, once it has come (rejects after `timeoutMs`). */
  waitFor(pick: (notification: Notification) => boolean, timeoutMs: number): Promise<Notification>
  close(): Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const notifications: Notification[] = []
  const waiting = new Set<() => void>()
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      try {
        notifications.push({ ...(JSON.parse(body) as Notification), receivedAt: Date.now() })
      } catch {
        // Not Alertmanager's JSON: nothing to record.
      }
      res.writeHead(200).end()
      for (const wake of waiting) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/alerts`,
    notifications,
    waitFor: (pick, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = notifications.find(pick)
          if (!found) return
          clearTimeout(timer)
          waiting.delete(check)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`no such notification within ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.add(check)
        check()
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
