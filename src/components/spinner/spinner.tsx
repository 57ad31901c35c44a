import css from './spinner.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

/**
 * A spinning ring. With a `label` it announces itself (role status); without one it is decorative,
 * for places that already say they are busy (a loading button sets aria-busy).
 */
export function Spinner({ label }: { label?: string }) {
  return (
    <>
      <StyleSheet name="spinner" css={css} />
      <span
        className="vault-spinner"
        role={label ? 'status' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      />
    </>
  )
}
