import type { IncomingMessage } from 'node:http'

/** True when the Accept header ranks text/plain above JSON (the node's rule for /spr and /peerid). */
export function prefersPlainText(req: IncomingMessage): boolean {
  const accept = req.headers.accept
  if (!accept) return false
  const ranked = accept
    .split(',')
    .map((entry, index) => {
      const [type = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked.find((entry) =>
    ['text/plain', 'application/json', 'text/*', 'application/*', '*/*'].includes(entry.type),
  )
  return first?.type === 'text/plain' || first?.type === 'text/*'
}
