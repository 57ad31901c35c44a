import type { FixStep } from '../../lib/cors-step.ts'

/** A list of steps to fix something, what to type shown as code. */
export function FixStepList({ steps }: { steps: readonly FixStep[] }) {
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
