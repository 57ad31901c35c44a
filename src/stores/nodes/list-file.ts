import { normalizeHttpUrl } from '../../lib/urls.ts'
import { addNode, type NodeDraft } from './list.ts'
import { $nodePasswords, $nodes } from './registry.ts'

/** What marks an exported node list, so an import knows the file for what it is. */
export const NODE_LIST_FORMAT = 'codex-vault-nodes'

export const NODE_LIST_UNREADABLE =
  'This file is not a node list exported from Codex Vault: nothing was imported.'

/**
 * The node list as a JSON file's text: names, addresses and usernames; passwords only when
 * `withPasswords` (the user asked, knowing the file then holds them in clear).
 */
export function exportNodeList(withPasswords: boolean): string {
  const passwords = $nodePasswords.get()
  const nodes = $nodes.get().map((node) => {
    const entry: NodeDraft = { name: node.name, url: node.url }
    if (node.username) entry.username = node.username
    const password = passwords[node.id]
    if (withPasswords && node.username && password) entry.password = password
    return entry
  })
  return `${JSON.stringify({ format: NODE_LIST_FORMAT, version: 1, nodes }, null, 2)}\n`
}

export type NodeListImport =
  { ok: true; added: number; skipped: number } | { ok: false; message: string }

function readEntry(entry: unknown): NodeDraft | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { name, url, username, password } = entry as Record<string, unknown>
  if (typeof name !== 'string' || typeof url !== 'string' || !normalizeHttpUrl(url)) {
    return undefined
  }
  const draft: NodeDraft = { name, url }
  if (typeof username === 'string') draft.username = username
  if (typeof password === 'string') draft.password = password
  return draft
}

/**
 * Adds the nodes of an exported list: a node whose address is listed already, or whose entry
 * cannot be a node (a taken name, a bad address), is skipped and counted; nothing is overwritten.
 */
export function importNodeList(text: string): NodeListImport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: NODE_LIST_UNREADABLE }
  }
  const file = json as { format?: unknown; nodes?: unknown } | null
  if (file?.format !== NODE_LIST_FORMAT || !Array.isArray(file.nodes)) {
    return { ok: false, message: NODE_LIST_UNREADABLE }
  }
  let added = 0
  let skipped = 0
  for (const entry of file.nodes) {
    const draft = readEntry(entry)
    const url = draft && normalizeHttpUrl(draft.url)
    if (!draft || $nodes.get().some((node) => node.url === url) || !addNode(draft).ok) {
      skipped += 1
    } else {
      added += 1
    }
  }
  return { ok: true, added, skipped }
}

/** "Imported 2 nodes; 1 was skipped (already listed or not valid)." */
export function importSummary(result: { added: number; skipped: number }): string {
  const added = `Imported ${result.added} node${result.added === 1 ? '' : 's'}`
  if (!result.skipped) return `${added}.`
  const were = result.skipped === 1 ? 'was' : 'were'
  return `${added}; ${result.skipped} ${were} skipped (already listed or not valid).`
}
