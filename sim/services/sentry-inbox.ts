export interface SentryItem {
  type: string
  headers: Record<string, unknown>
  payload: unknown
}

export interface SentryEnvelope {
  receivedAt: string
  headers: Record<string, unknown>
  items: SentryItem[]
}

/** A recorded event: the envelope's `event` item, with the envelope headers beside it. */
export interface RecordedEvent {
  receivedAt: string
  envelope: Record<string, unknown>
  event: Record<string, unknown>
}

const parseLine = (line: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(line)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('Envelope header is not a JSON object')
  }
  return value as Record<string, unknown>
}

/** Parses a Sentry envelope: a header line, then items (header line + payload, by length or line). */
export function parseEnvelope(body: Buffer): SentryEnvelope {
  let offset = 0
  const readLine = (): string => {
    const end = body.indexOf(0x0a, offset)
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8')
    offset = end === -1 ? body.length : end + 1
    return line
  }
  const headers = parseLine(readLine())
  const items: SentryItem[] = []
  while (offset < body.length) {
    const headerLine = readLine()
    if (headerLine.trim() === '') continue
    const itemHeaders = parseLine(headerLine)
    const length = typeof itemHeaders.length === 'number' ? itemHeaders.length : undefined
    let raw: string
    if (length === undefined) {
      raw = readLine()
    } else {
      raw = body.subarray(offset, offset + length).toString('utf8')
      offset += length
      if (body[offset] === 0x0a) offset += 1
    }
    let payload: unknown = raw
    try {
      payload = JSON.parse(raw)
    } catch {
      // attachments and replays may be binary or plain text
    }
    items.push({ type: String(itemHeaders.type ?? ''), headers: itemHeaders, payload })
  }
  return { receivedAt: new Date().toISOString(), headers, items }
}

/** A recorded session-replay segment: its `replay_event` and the size of its recording. */
export interface RecordedReplay {
  receivedAt: string
  replay: Record<string, unknown>
  recordingBytes: number
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the Sentry ingest endpoint received, so tests can prove that error reporting really sends. */
export class SentryInbox {
  private events: RecordedEvent[] = []
  private replays: RecordedReplay[] = []

  record(envelope: SentryEnvelope): void {
    const { receivedAt, headers } = envelope
    const recording = envelope.items.find((item) => item.type === 'replay_recording')
    for (const { type, payload } of envelope.items) {
      if (!isObject(payload)) continue
      if (type === 'event') this.events.push({ receivedAt, envelope: headers, event: payload })
      if (type === 'replay_event') {
        const length = recording?.headers.length
        this.replays.push({
          receivedAt,
          replay: payload,
          recordingBytes: typeof length === 'number' ? length : 0,
        })
      }
    }
  }

  list(): RecordedEvent[] {
    return [...this.events]
  }

  listReplays(): RecordedReplay[] {
    return [...this.replays]
  }

  clear(): void {
    this.events = []
    this.replays = []
  }
}
