import ts from 'typescript'
import { jsDocText, symbolDoc } from './program.ts'

export interface AttributeInfo {
  /** The component prop and element property, e.g. `availabilityId`. */
  property: string
  /** The attribute, e.g. `availability-id`. */
  attribute: string
  type: string
  description?: string
}

export interface ElementInfo {
  /** The exported constructor, e.g. `VaultUploader`. */
  className: string
  tag: string
  description?: string
  /** The module that renders the element (the `component` import). */
  componentModule?: string
  attributes: AttributeInfo[]
  /** The `vault-*` events it fires, in the order of its `events` map. */
  events: string[]
}

export const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function property(literal: ts.ObjectLiteralExpression, name: string) {
  return literal.properties
    .filter(ts.isPropertyAssignment)
    .find((entry) => entry.name.getText() === name)?.initializer
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined
}

/** The props the component declares, so an attribute without its own comment gets the prop's. */
function componentProps(component: ts.Expression | undefined, checker: ts.TypeChecker) {
  if (!component) return undefined
  const [signature] = checker.getTypeAtLocation(component).getCallSignatures()
  const [parameter] = signature?.getParameters() ?? []
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, component) : undefined
}

function importedFrom(source: ts.SourceFile, name: string | undefined): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const bindings = statement.importClause?.namedBindings
    if (
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((e) => e.name.text === name)
    )
      return statement.moduleSpecifier.text
  }
  return undefined
}

/** Reads the `defineVaultElement({...})` call of one `src/elements/vault-*.ts` module. */
export function readElement(source: ts.SourceFile, checker: ts.TypeChecker): ElementInfo {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineVaultElement')
        continue
      const spec = call.arguments[0]
      if (!spec || !ts.isObjectLiteralExpression(spec)) break
      const tag = stringValue(property(spec, 'tag'))
      if (!tag) throw new Error(`${source.fileName}: defineVaultElement without a literal tag`)
      const component = property(spec, 'component')
      const props = componentProps(component, checker)
      const attributes = property(spec, 'attributes')
      const events = property(spec, 'events')
      return {
        className: declaration.name.getText(),
        tag,
        // The README and the manifest show the text after the JSDoc's leading "`<tag>`: ".
        description: jsDocText(statement)?.replace(/^`<[a-z-]+>`:\s*/, ''),
        componentModule: importedFrom(source, component?.getText()),
        attributes:
          attributes && ts.isObjectLiteralExpression(attributes)
            ? attributes.properties.filter(ts.isPropertyAssignment).map((entry) => {
                const name = entry.name.getText()
                return {
                  property: name,
                  attribute: kebab(name),
                  type: stringValue(entry.initializer) ?? 'string',
                  description: jsDocText(entry) ?? symbolDoc(props?.getProperty(name), checker),
                }
              })
            : [],
        events:
          events && ts.isObjectLiteralExpression(events)
            ? events.properties
                .filter(ts.isPropertyAssignment)
                .map((entry) => stringValue(entry.initializer))
                .filter((name): name is string => name !== undefined)
            : [],
      }
    }
  }
  throw new Error(`${source.fileName} has no defineVaultElement({...}) call`)
}
