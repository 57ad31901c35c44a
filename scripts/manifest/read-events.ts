import ts from 'typescript'
import { symbolDoc } from './program.ts'

export interface EventInfo {
  name: string
  /** The `detail` type spelled out, e.g. `{ cid: string; filename: string }`. */
  detail: string
  description?: string
}

const TYPE_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType

/** A type written out one level deep, so the docs show the detail's fields, not an interface name. */
function spellType(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): string {
  const properties =
    type.isUnion() || !(type.flags & ts.TypeFlags.Object) ? [] : type.getProperties()
  if (properties.length === 0) return checker.typeToString(type, at, TYPE_FLAGS)
  const fields = properties.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
    const text = checker.typeToString(
      checker.getTypeOfSymbolAtLocation(property, at),
      at,
      TYPE_FLAGS,
    )
    return `${property.name}${optional}: ${optional ? text.replace(/ \| undefined$/, '') : text}`
  })
  return `{ ${fields.join('; ')} }`
}

/**
 * Every `vault-*` event of `VaultEventMap` (src/elements/events.ts), including those that element
 * modules add with `declare module './events.ts'`, as the program merged them.
 */
export function readEvents(program: ts.Program, eventsFile: string): Map<string, EventInfo> {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(eventsFile)
  if (!source) throw new Error(`${eventsFile} is not in the program`)
  const declaration = source.statements
    .filter(ts.isInterfaceDeclaration)
    .find((statement) => statement.name.text === 'VaultEventMap')
  if (!declaration) throw new Error(`${eventsFile} declares no VaultEventMap`)
  const map = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(declaration.name)!)
  const events = new Map<string, EventInfo>()
  for (const property of map.getProperties()) {
    const eventType = checker.getTypeOfSymbolAtLocation(property, declaration)
    const [detail] = checker.getTypeArguments(eventType as ts.TypeReference)
    events.set(property.name, {
      name: property.name,
      detail: detail ? spellType(detail, checker, declaration) : 'undefined',
      description: symbolDoc(property, checker),
    })
  }
  return events
}
