import { useId } from 'react'
import { DURABILITY_PRESETS, type PresetChoice } from '../../lib/durability-presets.ts'

const CHOICES: { id: PresetChoice; label: string; detail: string }[] = [
  { id: 'custom', label: 'Custom', detail: 'Your own values' },
  ...DURABILITY_PRESETS.map((preset) => ({
    id: preset.id,
    label: preset.recommended ? `${preset.label} (Recommended)` : preset.label,
    detail: `${preset.nodes} nodes, ${preset.tolerance} may fail, proof frequency ${preset.proofProbability}`,
  })),
]

interface DurabilityPresetsProps {
  selected: PresetChoice
  onChoose: (choice: PresetChoice) => void
}

/** The durability profile as a radio group: Custom, Low, Medium (recommended), High. */
export function DurabilityPresets({ selected, onChoose }: DurabilityPresetsProps) {
  const name = useId()
  return (
    <fieldset className="storage-request__presets">
      <legend>Define your Durability Profile</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.id}
          className="storage-request__preset"
          data-selected={choice.id === selected || undefined}
        >
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={choice.id === selected}
            onChange={() => onChoose(choice.id)}
          />
          <span className="storage-request__preset-label">{choice.label}</span>
          <span className="storage-request__preset-detail">{choice.detail}</span>
        </label>
      ))}
    </fieldset>
  )
}
