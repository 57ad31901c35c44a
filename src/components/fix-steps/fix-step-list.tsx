/** One step: text, with what to type set apart as `{ code }`. */
export type FixStepParts = readonly (string | { code: string })[]

/** A list of steps to fix something, what to type shown as code. */
export function FixStepList({ steps }: { steps: readonly FixStepParts[] }) {
  return (
    <ul>
      {steps.map((step, index) => (
        <li key={index}>
          {step.map((part, at) =>
            typeof part === 'string' ? part : <code key={at}>{part.code}</code>,
          )}
        </li>
      ))}
    </ul>
  )
}
