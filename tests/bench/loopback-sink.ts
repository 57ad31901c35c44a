// A plain loopback HTTP sink in a child process: the baseline the upload benches compare with.
import { spawn, type ChildProcess } from 'node:child_process'

/** Reads and drops every body (or, with a file argument, writes it there); CORS open for pages. */
const sinkSource = `
const file = process.argv[1]
const server = require('node:http').createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Headers', '*')
  if (req.method === 'OPTIONS') return void res.end()
  if (!file) {
    req.on('data', () => {})
    req.on('end', () => res.end('ok'))
    return
  }
  const out = require('node:fs').createWriteStream(file)
  req.pipe(out)
  out.on('finish', () => res.end('ok'))
})
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port + ' '))
`

export interface Child {
  child: ChildProcess
  url: string
}

/** Starts a node child that prints `listening on URL `; resolves with that URL. */
export function startChild(args: string[]): Promise<Child> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+) /.exec(output)
      if (match?.[1]) resolve({ child, url: match[1] })
    })
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)))
  })
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A sink that drops what it receives, or writes it to `file` (a disk-bound baseline). */
export const startSink = (file?: string): Promise<Child> =>
  startChild(['-e', sinkSource, ...(file ? [file] : [])])
