import { Icon } from '../icon/icon.tsx'

interface StepListProps {
  steps: readonly string[]
  current: number
  disabled: boolean
  label: string
  onSelect: (step: number) => void
}

/** The row of steps: completed ones are buttons back to them, the current one is marked. */
export function StepList({ steps, current, disabled, label, onSelect }: StepListProps) {
  return (
    <ol className="vault-stepper__steps" aria-label={label}>
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        const marker = (
          <span className="vault-stepper__marker" aria-hidden="true">
            {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
          </span>
        )
        return (
          <li
            key={index}
            className={`vault-stepper__step vault-stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' ? (
              <button
                type="button"
                className="vault-stepper__step-button"
                disabled={disabled}
                onClick={() => onSelect(index)}
              >
                {marker}
                <span className="vault-stepper__title">{title}</span>
                <span className="vault-visually-hidden"> (completed)</span>
              </button>
            ) : (
              <>
                {marker}
                <span className="vault-stepper__title">{title}</span>
              </>
            )}
          </li>
        )
      })}
    </ol>
  )
}
