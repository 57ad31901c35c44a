// `codex-vault [--node URL] [--port N] [--node-user USER] [--open]`: what the command serves and
// which node it points the vault at, read from its arguments. Never a password: that is asked for.
import { parseArgs } from 'node:util'
import { normalizeHttpUrl, parsePort } from '../../src/lib/urls.ts'

/** A Codex node's REST API as a node starts it by default. */
export const DEFAULT_NODE = 'http://127.0.0.1:8080'
/** The vault's port: also `npm start`'s, so a node started for one serves the other. */
export const DEFAULT_PORT = 5173
/** Loopback only: the vault holds node passwords and talks to the node as its owner. */
export const HOST = '127.0.0.1'

export interface ServeOptions {
  /** The node's address, without a trailing slash. */
  node: string
  port: number
  /** The basic-auth user of a node behind a reverse proxy. */
  nodeUser?: string
  open: boolean
}

export type ParsedServe =
  { kind: 'serve'; options: ServeOptions } | { kind: 'help' } | { kind: 'error'; message: string }

export const serveUsage = `Usage: codex-vault [options]

Serves the vault on ${HOST} and points it at your node; Ctrl-C stops it.

  --node <url>         the node's REST API (default ${DEFAULT_NODE})
  --port <n>           the vault's port (default ${DEFAULT_PORT}); the vault's address,
                       http://${HOST}:<n>, is what the node's --api-cors-origin names
  --node-user <user>   the node is behind HTTP basic auth: its user (the password is
                       asked for at the prompt, never taken from the command line)
  --open               also open the vault in your browser`

/** The arguments of the serving command, or why they cannot be used. */
export function parseServeArgs(argv: string[]): ParsedServe {
  let values: { node?: string; port?: string; 'node-user'?: string; open?: boolean; help?: boolean }
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        node: { type: 'string' },
        port: { type: 'string' },
        'node-user': { type: 'string' },
        open: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    return { kind: 'error', message: (error as Error).message }
  }
  if (values.help) return { kind: 'help' }
  const node = nodeAddress(values.node ?? DEFAULT_NODE)
  if (typeof node !== 'string') return { kind: 'error', message: node.error }
  const port = values.port === undefined ? DEFAULT_PORT : parsePort(values.port)
  if (port === undefined)
    return {
      kind: 'error',
      message: `--port ${values.port ?? ''}: not a port (a number from 1 to 65535).`,
    }
  const nodeUser = values['node-user']
  if (nodeUser !== undefined && (nodeUser === '' || nodeUser.includes(':')))
    return { kind: 'error', message: '--node-user: a user name, without ":" (and not empty).' }
  return { kind: 'serve', options: { node, port, nodeUser, open: values.open ?? false } }
}

/** The node's address as the vault takes it, or what is wrong with the one given. */
function nodeAddress(raw: string): string | { error: string } {
  // `127.0.0.1:8080` or `localhost:8080`: the scheme left out.
  const hint = raw.includes('://') ? '' : ` Did you mean http://${raw}?`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return {
      error: `--node ${raw}: not an address.${hint || ` Give the node's REST API, as ${DEFAULT_NODE}.`}`,
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: `--node ${raw}: not an http:// or https:// address.${hint}` }
  if (url.username || url.password)
    return {
      error: `--node ${url.protocol}//${url.host}: leave the user and password out of the address; name the user with --node-user and type the password when asked.`,
    }
  const normalized = normalizeHttpUrl(raw)
  if (!normalized) return { error: `--node ${raw}: the node's address takes no query or fragment.` }
  return normalized
}
