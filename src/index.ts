export { define } from './elements/define.ts'
export { emit } from './elements/events.ts'
export type { VaultEventMap } from './elements/events.ts'
// Every `src/elements/vault-*.ts` registers its tag on import; new elements join without an edit here.
import.meta.glob('./elements/vault-*.ts', { eager: true })
