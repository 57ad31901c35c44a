import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'

/** The element modules, `src/elements/vault-*.ts`, sorted by tag. */
export function elementFiles(root: string): string[] {
  const dir = join(root, 'src/elements')
  return readdirSync(dir)
    .filter((file) => /^vault-[a-z-]+\.ts$/.test(file))
    .sort()
    .map((file) => resolve(dir, file))
}

/** The project's compiler options (tsconfig.json), for reading or emitting the elements. */
export function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options
}

/**
 * A type-checked program over the package entries (`src/index.ts` and every element module, with
 * what they import). With `declarationDir`, emitting it writes their `.d.ts` files there.
 */
export function packageProgram(root: string, declarationDir?: string): ts.Program {
  const options: ts.CompilerOptions = declarationDir
    ? {
        ...compilerOptions(root),
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: join(root, 'src'),
        outDir: declarationDir,
      }
    : compilerOptions(root)
  return ts.createProgram({
    // react-jsx.ts is types only (the `./react-jsx` export), imported by no element.
    rootNames: [
      join(root, 'src/index.ts'),
      join(root, 'src/elements/react-jsx.ts'),
      ...elementFiles(root),
    ],
    options,
  })
}

/** The text of a node's JSDoc comment (the part before any tag), or undefined. */
export function jsDocText(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const text = docs
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim()
  return text === '' ? undefined : text.replace(/\s*\n\s*/g, ' ')
}

/** A symbol's documentation as one line, or undefined. */
export function symbolDoc(symbol: ts.Symbol | undefined, checker: ts.TypeChecker) {
  const text = ts.displayPartsToString(symbol?.getDocumentationComment(checker)).trim()
  return text === '' ? undefined : text.replace(/\s*\n\s*/g, ' ')
}
