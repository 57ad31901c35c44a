import { getEnvironment } from '../page/environment.ts'

let applying: Promise<void> | undefined

/**
 * A query reads and checks its answer in one task and applies it in the next: this resolves in the
 * task after this one, the same for every answer that arrives in this task: they
 * are applied together there, so views render once for them (a node that comes back is not shown
 * up without its marketplace for a moment), and reading answers never lengthens rendering them.
 */
export function answersApplied(): Promise<void> {
  return (applying ??= getEnvironment()
    .nextTask()
    .then(() => {
      applying = undefined
    }))
}
