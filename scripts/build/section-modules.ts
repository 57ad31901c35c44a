import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The section table and the loaders the build reads each route's modules from. */
export const SECTIONS_FILE = 'src/app/sections.tsx'

/** Components marked `X.deferred = true` (NearViewport): what they hold loads later, as at run time. */
function deferredComponents(root: string): Set<string> {
  const names = new Set<string>()
  for (const folder of ['src/app', 'src/components']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry)) continue
      const text = readFileSync(join(root, folder, entry), 'utf8')
      for (const match of text.matchAll(/^(\w+)\.deferred = true$/gm)) names.add(match[1]!)
    }
  }
  return names
}

/** `lazyComponent(() => import('path'), 'Name')`: the path, else undefined. */
function lazyImport(expression: ts.Expression): string | undefined {
  if (!ts.isCallExpression(expression) || expression.expression.getText() !== 'lazyComponent') {
    return undefined
  }
  const [loader] = expression.arguments
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return undefined
  const [path] = loader.body.arguments
  const isImport = loader.body.expression.kind === ts.SyntaxKind.ImportKeyword
  return isImport && path && ts.isStringLiteral(path) ? path.text : undefined
}

/**
 * The modules each section's render shows on arrival (its lazy components, and those it passes
 * as elements in props), by section name: what `preloadTree` loads at run time, read from the
 * source so the build preloads the same chunks. A component passed as a prop (shown on a user
 * action) and what a deferred component holds are left out, as `preloadTree` leaves them.
 */
export function sectionModules(root: string): Record<string, string[]> {
  const file = join(root, SECTIONS_FILE)
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const lazy = new Map<string, string>()
  const constants = new Map<string, ts.Expression>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (!ts.isIdentifier(name) || !initializer) continue
      const path = lazyImport(initializer)
      if (path) lazy.set(name.text, relative(root, resolve(dirname(file), path)))
      else constants.set(name.text, initializer)
    }
  }
  const renders = constants.get('RENDERS')
  if (!renders || !ts.isObjectLiteralExpression(renders)) {
    throw new Error(`section-modules: no RENDERS object in ${SECTIONS_FILE}`)
  }
  const deferred = deferredComponents(root)

  function collect(node: ts.Node, into: Set<string>): void {
    if (ts.isIdentifier(node)) {
      const value = constants.get(node.text)
      if (value) collect(value, into)
      return
    }
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const opening = ts.isJsxElement(node) ? node.openingElement : node
      const tag = opening.tagName.getText()
      if (deferred.has(tag)) return
      const module = lazy.get(tag)
      if (module) into.add(module)
      for (const attribute of opening.attributes.properties) {
        const value = ts.isJsxAttribute(attribute) ? attribute.initializer : attribute.expression
        // An element in a prop renders with its parent; a component in one waits for an action.
        if (value && ts.isJsxExpression(value) && value.expression) {
          if (!ts.isIdentifier(value.expression) || !lazy.has(value.expression.text)) {
            collect(value.expression, into)
          }
        } else if (value) collect(value, into)
      }
      if (ts.isJsxElement(node)) for (const child of node.children) collect(child, into)
      return
    }
    ts.forEachChild(node, (child) => collect(child, into))
  }

  const modules: Record<string, string[]> = {}
  for (const property of renders.properties) {
    if (!ts.isPropertyAssignment(property)) continue
    const into = new Set<string>()
    collect(property.initializer, into)
    modules[property.name.getText()] = [...into]
  }
  return modules
}
