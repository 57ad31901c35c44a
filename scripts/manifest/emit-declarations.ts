import ts from 'typescript'

/**
 * Writes the `.d.ts` files of a program made by `packageProgram(root, declarationDir)`, mirroring
 * `src/`. Returns the declaration errors as text (type errors are `tsc -p .`'s job).
 */
export function emitDeclarations(program: ts.Program): string[] {
  return program
    .emit()
    .diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}
