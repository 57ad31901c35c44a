export { define } from './elements/define.ts'
export { emit } from './elements/events.ts'
export type { VaultEventMap } from './elements/events.ts'
import './elements/vault-health-check.ts'
