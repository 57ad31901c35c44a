import ts from 'typescript'
import { jsDocText } from './program.ts'
import type { AttributeInfo } from './read-element.ts'

export interface ConfigAttributeInfo extends AttributeInfo {
  default?: string
}

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function defaultTag(node: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(node).find((entry) => entry.tagName.text === 'default')
  return tag ? ts.getTextOfJSDocComment(tag.comment)?.trim() : undefined
}

/** The shared configuration attributes: the keys of `CONFIG_ATTRIBUTES` in src/elements/config.ts. */
export function readConfigAttributes(source: ts.SourceFile): ConfigAttributeInfo[] {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText() !== 'CONFIG_ATTRIBUTES') continue
      let literal = declaration.initializer
      while (literal && (ts.isSatisfiesExpression(literal) || ts.isAsExpression(literal)))
        literal = literal.expression
      if (!literal || !ts.isObjectLiteralExpression(literal)) break
      return literal.properties.filter(ts.isPropertyAssignment).map((entry) => {
        const attribute = ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText()
        return {
          attribute,
          property: camel(attribute),
          type: 'string',
          description: jsDocText(entry),
          default: defaultTag(entry),
        }
      })
    }
  }
  throw new Error(`${source.fileName} has no CONFIG_ATTRIBUTES object`)
}
