import type {
  Attribute,
  CssCustomProperty,
  CustomElementDeclaration,
  Package,
} from 'custom-elements-manifest/schema'
import { format, resolveConfig } from 'prettier'
import { SHARED } from './build-manifest.ts'

/** The blocks the manifest writes, each between `<!-- manifest:NAME:start/end -->`. */
export type BlockName = 'config' | 'index' | 'elements' | 'css-properties'

/**
 * Which file holds which blocks: the README keeps a one-line index; the full reference (the shared
 * attributes, every element's attributes, events and parts, every token) is its own page.
 */
export const GENERATED_DOCS: Record<string, BlockName[]> = {
  'README.md': ['index'],
  'docs/elements.md': ['config', 'elements', 'css-properties'],
}

const code = (text: string) => `\`${text}\``
/** A table cell: pipes escaped (also inside code), no line breaks. */
const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ')

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

export function elementsOf(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter(
      (declaration): declaration is CustomElementDeclaration =>
        'customElement' in declaration && declaration.customElement === true,
    ),
  )
}

const isShared = (attribute: Attribute) => attribute.summary === SHARED

function configTable(element: CustomElementDeclaration): string {
  const shared = (element.attributes ?? []).filter(isShared)
  return table(
    ['Attribute', 'Property', 'Meaning', 'Default'],
    shared.map((attribute) => [
      code(attribute.name),
      code(attribute.fieldName ?? ''),
      attribute.description ?? '',
      attribute.default ? code(attribute.default) : 'none',
    ]),
  )
}

/** Prose wrapped at the README's width, first letter capitalised. */
function paragraph(text: string, width = 100): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.replace(/^./, (first) => first.toUpperCase()).split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line].join('\n')
}

/** An element's description up to the end of its first clause (`: ` or `. `). */
function gist(element: CustomElementDeclaration): string {
  const text = element.description ?? ''
  const end = text.search(/[:.](\s|$)/)
  return (end < 0 ? text : text.slice(0, end)).replace(/^./, (first) => first.toUpperCase())
}

function indexTable(elements: CustomElementDeclaration[]): string {
  return table(
    ['Element', 'What', 'Own attributes', 'Events'],
    elements.map((element) => [
      `[${code(`<${element.tagName}>`)}](docs/elements.md#${element.tagName})`,
      gist(element),
      (element.attributes ?? [])
        .filter((attribute) => !isShared(attribute))
        .map((attribute) => code(attribute.name))
        .join(', ') || 'none',
      (element.events ?? []).map((event) => code(event.name)).join(', ') || 'none',
    ]),
  )
}

function elementSection(element: CustomElementDeclaration): string {
  const own = (element.attributes ?? []).filter((attribute) => !isShared(attribute))
  const events = element.events ?? []
  const parts = element.cssParts ?? []
  const lines = [
    `### ${code(`<${element.tagName}>`)}`,
    '',
    paragraph(element.description ?? ''),
    '',
  ]
  lines.push(
    own.length === 0
      ? 'Attributes: the shared configuration attributes only.'
      : table(
          ['Attribute', 'Property', 'Type', 'Meaning'],
          own.map((attribute) => [
            code(attribute.name),
            code(attribute.fieldName ?? ''),
            code(attribute.type?.text ?? 'string'),
            attribute.description ?? '',
          ]),
        ),
    '',
  )
  lines.push(
    events.length === 0
      ? 'Events: none.'
      : table(
          ['Event', 'Detail', 'When'],
          events.map((event) => [
            code(event.name),
            code((event.type?.text ?? '').replace(/^CustomEvent<(.*)>$/, '$1')),
            event.description ?? '',
          ]),
        ),
    '',
  )
  lines.push(
    parts.length === 0
      ? 'CSS parts: none.'
      : table(
          ['CSS part', 'What'],
          parts.map((part) => [code(part.name), part.description ?? '']),
        ),
  )
  return lines.join('\n')
}

function propertiesTable(properties: CssCustomProperty[]): string {
  return table(
    ['Custom property', 'Default (light)', 'What'],
    properties.map((property) => [
      code(property.name),
      code(property.default ?? ''),
      property.description ?? '',
    ]),
  )
}

/** The generated blocks, as markdown (not yet formatted). */
export function renderBlocks(manifest: Package): Record<BlockName, string> {
  const elements = elementsOf(manifest)
  const first = elements[0]
  if (!first) throw new Error('the manifest describes no element')
  return {
    config: configTable(first),
    index: indexTable(elements),
    elements: elements.map(elementSection).join('\n\n'),
    'css-properties': propertiesTable(first.cssProperties ?? []),
  }
}

const marker = (name: string, edge: 'start' | 'end') => `<!-- manifest:${name}:${edge} -->`

/** `file`'s text with each of its blocks' content replaced; a missing marker pair is an error. */
export function replaceBlocks(
  file: string,
  text: string,
  blocks: Record<BlockName, string>,
): string {
  for (const name of GENERATED_DOCS[file] ?? []) {
    const content = blocks[name]
    const start = text.indexOf(marker(name, 'start'))
    const end = text.indexOf(marker(name, 'end'))
    if (start < 0 || end < start) throw new Error(`${file} lacks ${marker(name, 'start')}/end`)
    const head = text.slice(0, start + marker(name, 'start').length)
    text = `${head}\n\n${content}\n\n${text.slice(end)}`
  }
  return text
}

/** Formats a markdown file as `prettier --check .` expects it. */
export async function formatMarkdown(text: string, path: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {}
  return format(text, { ...options, filepath: path })
}
