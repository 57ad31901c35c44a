export { define } from './elements/define.ts'
