import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { createCipheriv, createHash } from 'node:crypto'

export interface ChildSimulator {
  child: ChildProcess
  url: string
  output: () => string
}

/** Runs `sim/main.ts` in its own node process (tsx loader) and resolves with its printed port. */
export function spawnSimulator(args: string[]): Promise<ChildSimulator> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sim/main.ts', '--port', '0', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not start:\n${output}`)), 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+) /.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, url: match[1], output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`simulator exited with ${code}:\n${output}`))
    })
  })
}

/** A deterministic byte stream: AES-256-CTR keystream for `seed`. */
export function keystream(seed: number): (length: number) => Buffer {
  const key = createHash('sha256').update(`content-${seed}`).digest()
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16))
  return (length) => cipher.update(Buffer.alloc(length))
}

/** A fast content fingerprint for equality checks in tests (MD5: speed, not security). */
const FingerprintHash = 'md5'
export const fingerprint = (data: Uint8Array): string =>
  createHash(FingerprintHash).update(data).digest('hex')

/** Streams `size` deterministic bytes to POST /data without holding them; resolves with status, body and digest. */
export function streamUpload(
  api: string,
  size: number,
  seed: number,
  chunk = 256 * 1024,
): Promise<{ status: number; body: string; digest: string }> {
  const next = keystream(seed)
  const hash = createHash(FingerprintHash)
  return new Promise((resolve, reject) => {
    const req = request(
      `${api}/data`,
      { method: 'POST', headers: { 'Content-Length': size } },
      (res) => {
        let body = ''
        res.on('data', (data: Buffer) => (body += data.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, digest: hash.digest('hex') }),
        )
      },
    )
    req.on('error', reject)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        const piece = next(Math.min(chunk, size - sent))
        hash.update(piece)
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

/** Downloads a dataset and hashes it as it streams in. */
export async function downloadDigest(api: string, cid: string): Promise<string> {
  const response = await fetch(`${api}/data/${cid}`)
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`)
  const hash = createHash(FingerprintHash)
  const reader = response.body.getReader()
  for (let piece = await reader.read(); !piece.done; piece = await reader.read())
    hash.update(piece.value)
  return hash.digest('hex')
}
