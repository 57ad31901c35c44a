// `codex-vault`'s serving arguments: the defaults, the node's address checked before anything
// starts, and never a password on the command line.
import { describe, expect, it } from 'vitest'
import { parseServeArgs } from '../../../../cli/serve/serve-args.ts'

const error = (argv: string[]) => {
  const parsed = parseServeArgs(argv)
  return parsed.kind === 'error' ? parsed.message : `no error: ${parsed.kind}`
}

describe('parseServeArgs', () => {
  it('serves on port 5173 for the node at http://127.0.0.1:8080 by default', () => {
    expect(parseServeArgs([])).toEqual({
      kind: 'serve',
      options: { node: 'http://127.0.0.1:8080', port: 5173, nodeUser: undefined, open: false },
    })
  })

  it('takes the node, port, user and --open', () => {
    const parsed = parseServeArgs([
      '--node',
      'https://node.example.org/',
      '--port=8000',
      '--node-user',
      'alice',
      '--open',
    ])
    expect(parsed).toEqual({
      kind: 'serve',
      options: { node: 'https://node.example.org', port: 8000, nodeUser: 'alice', open: true },
    })
  })

  it('asks for help with --help or -h', () => {
    expect(parseServeArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseServeArgs(['-h'])).toEqual({ kind: 'help' })
  })

  it('refuses an address that is not http(s), has no scheme or carries a query', () => {
    expect(error(['--node', 'http://'])).toBe(
      "--node http://: not an address. Give the node's REST API, as http://127.0.0.1:8080.",
    )
    expect(error(['--node', 'localhost:8080'])).toBe(
      '--node localhost:8080: not an http:// or https:// address. Did you mean http://localhost:8080?',
    )
    expect(error(['--node', '127.0.0.1:8080'])).toBe(
      '--node 127.0.0.1:8080: not an address. Did you mean http://127.0.0.1:8080?',
    )
    expect(error(['--node', 'ftp://node'])).toMatch(/not an http:\/\/ or https:\/\/ address/)
    expect(error(['--node', 'http://node?x=1'])).toMatch(/takes no query or fragment/)
  })

  it('refuses credentials in the address, without repeating the password', () => {
    const message = error(['--node', 'http://alice:hunter2@node.example:8080'])
    expect(message).toContain('--node-user')
    expect(message).not.toContain('hunter2')
  })

  it('refuses a port outside 1 to 65535, and options it does not know (a --password)', () => {
    expect(error(['--port', '99999'])).toBe('--port 99999: not a port (a number from 1 to 65535).')
    expect(error(['--port', 'http'])).toMatch(/not a port/)
    expect(error(['--password', 'hunter2'])).toMatch(/Unknown option '--password'/)
    expect(error(['extra'])).toMatch(/positional/)
  })

  it('wants a user name without ":"', () => {
    expect(error(['--node-user', 'alice:pw'])).toMatch(/without ":"/)
  })
})
