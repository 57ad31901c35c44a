import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** What each shadow part is; a part the features name without an entry here fails the build. */
export const PART_DESCRIPTIONS: Record<string, string> = {
  base: "the element's outer box (its card or page)",
  input: 'the cid field of a cid form (download, manifest fetch)',
  button: 'the submit button of a cid form',
  'drop-zone': 'the drop zone and file picker',
  'upload-card': 'each upload’s progress card',
  wizard: 'a wizard shown in place (`inline`)',
  dialog: 'the panel of a modal dialog or side sheet (a wizard in a modal, details)',
}

const VALUE_IMPORT = /^\s*import\s+(?!type\s)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm
const DYNAMIC_IMPORT = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g
const PART = /\bpart="([a-z][a-z0-9-]*)"/g

function resolveImport(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier)
  return existsSync(path) ? path : undefined
}

/**
 * The `part="..."` names an element can render: found in its module and every module it imports
 * (statically or lazily), type-only imports left out.
 */
export function readParts(elementFile: string): string[] {
  const seen = new Set<string>()
  const parts = new Set<string>()
  const queue = [elementFile]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(PART)) parts.add(match[1]!)
    for (const match of [...text.matchAll(VALUE_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]) {
      const next = resolveImport(file, match[1]!)
      if (next) queue.push(next)
    }
  }
  return [...parts].sort()
}
