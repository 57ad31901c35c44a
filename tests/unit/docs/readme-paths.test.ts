// The README names files, folders, npm scripts and sections of other pages; each must exist, so a
// move or a rename that forgets the README fails here.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const README = 'README.md'
const text = readFileSync(README, 'utf8')
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchorsOf(file: string): Set<string> {
  const markdown = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((heading) => slug(heading[1]!)))
}

/** Every `[text](target)` that points inside the repository, with its anchor if any. */
function links(markdown: string): { path: string; anchor?: string }[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path, anchor] = target.split('#')
      return { path: path || README, anchor }
    })
}

/** Paths the README names in code spans (`src/…`, `docs/…`): globs and placeholders excepted. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
  return spans.filter((span) => /^(src|sim|scripts|tests|docs|demo)\/[\w./-]*$/.test(span))
}

/** `npm run NAME`, `npm start` and `npm test` anywhere, prose or code. */
function namedScripts(markdown: string): string[] {
  return [...markdown.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
    (match) => (match[1] ?? match[2])!,
  )
}

/** What of `markdown` (a file in the repository's root) does not exist, in words. */
function missingFromReadme(markdown: string): string[] {
  const missing: string[] = []
  for (const { path, anchor } of links(markdown)) {
    const file = join(dirname(README), path)
    if (!existsSync(file)) missing.push(`link to ${path}: no such file`)
    else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
      missing.push(`link to ${path}#${anchor}: no such heading`)
  }
  for (const path of namedPaths(markdown))
    if (!existsSync(path)) missing.push(`\`${path}\`: no such file or folder`)
  for (const name of namedScripts(markdown))
    if (!scripts.includes(name)) missing.push(`npm ${name}: no such script in package.json`)
  return missing
}

describe('what the README names', () => {
  it('exists: every linked file and heading, every path in code, every npm script', () => {
    expect(missingFromReadme(text)).toEqual([])
  })

  it('is read: links, code paths and scripts are found, and a wrong one is named', () => {
    expect(links(text).length).toBeGreaterThan(10)
    expect(namedPaths(text)).toContain('src/api')
    expect(namedScripts(text)).toEqual(expect.arrayContaining(['start', 'test', 'docs']))
    const wrong = [
      '[gone](docs/gone.md)',
      '[anchor](docs/nodes.md#no-such-part)',
      'see `src/app/side-menu.tsx`',
      'run `npm run bench:nothing`',
    ].join('\n')
    expect(missingFromReadme(wrong)).toEqual([
      'link to docs/gone.md: no such file',
      'link to docs/nodes.md#no-such-part: no such heading',
      '`src/app/side-menu.tsx`: no such file or folder',
      'npm bench:nothing: no such script in package.json',
    ])
  })
})
