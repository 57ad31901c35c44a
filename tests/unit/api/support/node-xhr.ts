import { request, type ClientRequest } from 'node:http'

const SLICE = 64 * 1024

interface UploadProgress {
  lengthComputable: boolean
  loaded: number
  total: number
}

/**
 * The part of XMLHttpRequest the upload uses, over node's http, for tests in the node project
 * (node has no XHR). Like a browser it streams a Blob body, reports upload progress per chunk,
 * sends header values as Latin-1 bytes and refuses characters outside Latin-1.
 */
export class NodeXhr {
  upload: { onprogress: ((event: UploadProgress) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  /** What was sent, for assertions. */
  sentHeaders: Record<string, string> = {}
  sentBody: Blob | undefined
  private method = 'GET'
  private url = ''
  private request: ClientRequest | undefined
  private finished = false

  open(method: string, url: string): void {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string): void {
    if (Array.from(value).some((character) => character.charCodeAt(0) > 0xff)) {
      throw new TypeError(
        `Failed to execute 'setRequestHeader' on 'XMLHttpRequest': String contains non ISO-8859-1 code point.`,
      )
    }
    this.sentHeaders[name] = value
  }

  send(body: Blob): void {
    this.sentBody = body
    const hasType = Object.keys(this.sentHeaders).some(
      (name) => name.toLowerCase() === 'content-type',
    )
    if (body.type && !hasType) this.sentHeaders['Content-Type'] = body.type
    const outgoing = request(this.url, {
      method: this.method,
      headers: { ...this.sentHeaders, 'Content-Length': String(body.size) },
    })
    this.request = outgoing
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        this.status = response.statusCode ?? 0
        this.responseText = Buffer.concat(chunks).toString('utf8')
        this.finish(this.onload)
      })
    })
    outgoing.on('error', () => this.finish(this.onerror))
    void this.stream(body, outgoing)
  }

  abort(): void {
    this.request?.destroy()
    this.finish(this.onabort)
  }

  /** Writes in 64 KiB slices, so progress comes in steps as a browser reports it. */
  private async stream(body: Blob, outgoing: ClientRequest): Promise<void> {
    const reader = body.stream().getReader()
    let loaded = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (let offset = 0; offset < value.byteLength; offset += SLICE) {
        if (this.finished) return
        const slice = value.subarray(offset, offset + SLICE)
        if (!outgoing.write(slice)) {
          await new Promise((resolve) => {
            outgoing.once('drain', resolve)
            outgoing.once('close', resolve)
          })
        }
        loaded += slice.byteLength
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size })
      }
    }
    if (!this.finished) outgoing.end()
  }

  private finish(handler: (() => void) | null): void {
    if (this.finished) return
    this.finished = true
    handler?.()
  }
}

export function createNodeXhr(made: NodeXhr[] = []): () => XMLHttpRequest {
  return () => {
    const xhr = new NodeXhr()
    made.push(xhr)
    return xhr as unknown as XMLHttpRequest
  }
}
