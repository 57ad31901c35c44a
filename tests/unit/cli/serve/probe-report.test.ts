// What `npx codex-vault` prints about the node: the flag to add names the vault's origin, never
// `*`, with the vault's own reason; a node it cannot use stops the command.
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { CODEX_LINE, STORAGE_LINE } from '../../../../src/api/node-line.ts'
import { profileOf } from '../../../../src/api/node-profile.ts'
import type { CorsVerdict } from '../../../../cli/serve/node-probe.ts'
import { reportProbe, wrap } from '../../../../cli/serve/probe-report.ts'
import { readPassword } from '../../../../cli/serve/read-password.ts'

const origin = 'http://127.0.0.1:5173'
const context = { node: 'http://127.0.0.1:8080', origin }
const codex = profileOf(CODEX_LINE, { id: 'peer', codex: { version: 'v0.2.5' } })
const text = (cors: CorsVerdict) => reportProbe({ kind: 'node', profile: codex, cors }, context)
const STAR_ADVICE = /--api-cors-origin=['"]?\*/

describe('reportProbe', () => {
  it('names the line, and says a node that allows the vault does', () => {
    expect(text({ kind: 'allowed' })).toEqual({
      fatal: false,
      lines: [
        'Node at http://127.0.0.1:8080: Codex 0.2.5 (API /api/codex/v1)',
        'CORS: the node lets the vault at http://127.0.0.1:5173 read its answers.',
      ],
    })
    const storage = profileOf(STORAGE_LINE, { id: 'p', storage: { version: '0.4.4' } })
    expect(
      reportProbe({ kind: 'node', profile: storage, cors: { kind: 'allowed' } }, context).lines[0],
    ).toBe('Node at http://127.0.0.1:8080: Logos Storage 0.4.4 (API /api/storage/v1)')
  })

  it('gives the exact flag with the origin for every refusal, never *', () => {
    const verdicts: CorsVerdict[] = [
      { kind: 'none' },
      { kind: 'everyone' },
      { kind: 'other', allowed: 'http://127.0.0.1:3000' },
      { kind: 'preflight', status: 204, missing: ['content-disposition'] },
    ]
    for (const verdict of verdicts) {
      const { lines, fatal } = text(verdict)
      expect(fatal).toBe(false)
      expect(lines).toContain('  --api-cors-origin=http://127.0.0.1:5173')
      expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(
        'Not *: that lets every web page you visit read and delete your files.',
      )
      expect(lines.join('\n')).not.toMatch(STAR_ADVICE)
    }
  })

  it('says what a node without CORS lacks', () => {
    expect(text({ kind: 'none' }).lines.join(' ')).toContain(
      'the node sends no Access-Control-Allow-Origin, so your browser will not let the vault at http://127.0.0.1:5173 read its answers.',
    )
  })

  it('offers the port a node already allows', () => {
    expect(text({ kind: 'other', allowed: 'http://127.0.0.1:3000' }).lines.at(-1)).toBe(
      'Or open the vault at the address the node allows: npx codex-vault --port 3000',
    )
  })

  it('stops for no node, not a node and a password, saying what to do', () => {
    const silent = reportProbe({ kind: 'silent', reason: 'no such host' }, context)
    expect(silent.fatal).toBe(true)
    expect(silent.lines.join(' ')).toMatch(
      /^No node answers at http:\/\/127\.0\.0\.1:8080: no such host\. Is the node running/,
    )
    const other = reportProbe({ kind: 'not-a-node', status: 200 }, context)
    expect(other.fatal).toBe(true)
    expect(other.lines.join(' ')).toContain('does not answer as a Codex or Logos Storage node')
    const password = reportProbe({ kind: 'password', refused: false }, context)
    expect(password.lines.join(' ')).toContain('Name the user with --node-user <user>')
    const refused = reportProbe({ kind: 'password', refused: true }, { ...context, nodeUser: 'al' })
    expect(refused.lines.join(' ')).toContain('refused the user al with that password')
  })

  it('tells where the password goes in the vault, after it worked', () => {
    const { lines } = reportProbe(
      { kind: 'node', profile: codex, cors: { kind: 'allowed' } },
      { ...context, nodeUser: 'alice' },
    )
    expect(lines.join(' ')).toContain(
      "type it in the vault's Nodes page (Edit 127.0.0.1:8080, Password)",
    )
  })

  it('wraps at spaces', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc'])
  })
})

describe('readPassword', () => {
  it('reads the first line of stdin when it is not a terminal, and echoes nothing of it', async () => {
    const input = new PassThrough() as unknown as NodeJS.ReadStream
    const output = new PassThrough() as unknown as NodeJS.WriteStream
    let written = ''
    ;(output as unknown as PassThrough).on('data', (chunk: Buffer) => (written += String(chunk)))
    const read = readPassword('Password: ', input, output)
    ;(input as unknown as PassThrough).end('a secret: with spaces\nnext line\n')
    expect(await read).toBe('a secret: with spaces')
    expect(written).toBe('Password: \n')
  })

  it('fails when stdin ends before a line', async () => {
    const input = new PassThrough() as unknown as NodeJS.ReadStream
    const read = readPassword(
      'Password: ',
      input,
      new PassThrough() as unknown as NodeJS.WriteStream,
    )
    ;(input as unknown as PassThrough).end()
    await expect(read).rejects.toThrow('No password given')
  })
})
