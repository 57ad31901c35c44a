import { join, relative } from 'node:path'
import type {
  Attribute,
  CustomElementDeclaration,
  CustomElementField,
  Event,
  JavaScriptModule,
  Package,
} from 'custom-elements-manifest/schema'
import { elementFiles, packageProgram } from './program.ts'
import { readConfigAttributes, type ConfigAttributeInfo } from './read-config.ts'
import { readElement, type AttributeInfo } from './read-element.ts'
import { readEvents, type EventInfo } from './read-events.ts'
import { PART_DESCRIPTIONS, readParts } from './read-parts.ts'
import { readTokens, tokenDescription } from './read-tokens.ts'

export const SHARED = 'Shared configuration attribute: every vault element takes it.'

/** How each kind of own attribute reads, as src/elements/react-element.tsx parses it. */
const READING: Record<string, string> = {
  boolean:
    'Boolean attribute: true when present (bare, empty or any value but "false"), false when absent or "false".',
  number:
    'A value that is not a number is ignored with one console warning; removing the attribute returns the property to its default.',
  string: 'Removing the attribute returns the property to its default.',
}

/** What an own attribute adds: how it reads, and `false` as a boolean's default. */
function reading(info: AttributeInfo, shared: boolean) {
  if (shared) return { summary: SHARED }
  return {
    ...(READING[info.type] ? { summary: READING[info.type] } : {}),
    ...(info.type === 'boolean' ? { default: 'false' } : {}),
  }
}

function attribute(info: AttributeInfo & { default?: string }, shared: boolean): Attribute {
  return {
    name: info.attribute,
    fieldName: info.property,
    type: { text: info.type },
    ...(info.description ? { description: info.description } : {}),
    ...(info.default ? { default: info.default } : {}),
    ...reading(info, shared),
  }
}

function field(info: AttributeInfo, shared: boolean): CustomElementField {
  return {
    kind: 'field',
    name: info.property,
    attribute: info.attribute,
    reflects: true,
    type: { text: info.type },
    ...(info.description ? { description: info.description } : {}),
    ...reading(info, shared),
  }
}

function event(info: EventInfo | undefined, name: string, file: string): Event {
  if (!info) throw new Error(`${file} fires ${name}, which VaultEventMap does not declare`)
  return {
    name,
    type: { text: `CustomEvent<${info.detail}>` },
    ...(info.description ? { description: info.description } : {}),
  }
}

/**
 * The Custom Elements Manifest of every `src/elements/vault-*.ts` module: tag, description, own and
 * shared attributes (with their properties), events, CSS parts and the `--vault-*` custom properties.
 */
export function buildManifest(root: string, program = packageProgram(root)): Package {
  const checker = program.getTypeChecker()
  const events = readEvents(program, join(root, 'src/elements/events.ts'))
  const config: ConfigAttributeInfo[] = readConfigAttributes(
    program.getSourceFile(join(root, 'src/elements/config.ts'))!,
  )
  const tokens = readTokens(join(root, 'src/styles/tokens.css'))
  const modules: JavaScriptModule[] = elementFiles(root).map((file) => {
    const path = relative(root, file)
    const element = readElement(program.getSourceFile(file)!, checker)
    const parts = readParts(file)
    const declaration: CustomElementDeclaration = {
      kind: 'class',
      customElement: true,
      name: element.className,
      tagName: element.tag,
      ...(element.description ? { description: element.description } : {}),
      attributes: [
        ...element.attributes.map((info) => attribute(info, false)),
        ...config.map((info) => attribute(info, true)),
      ],
      members: [
        ...element.attributes.map((info) => field(info, false)),
        ...config.map((info) => field(info, true)),
      ],
      events: element.events.map((name) => event(events.get(name), name, path)),
      cssParts: parts.map((name) => {
        const description = PART_DESCRIPTIONS[name]
        if (!description) throw new Error(`part="${name}" has no entry in PART_DESCRIPTIONS`)
        return { name, description }
      }),
      cssProperties: tokens.map((token) => ({
        name: token.name,
        default: token.default,
        description: tokenDescription(token),
      })),
    }
    const reference = { name: element.className, module: path }
    return {
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: element.className, declaration: reference },
        { kind: 'custom-element-definition', name: element.tag, declaration: reference },
      ],
    }
  })
  return { schemaVersion: '2.1.0', readme: 'README.md', modules }
}
