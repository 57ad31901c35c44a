/** Spec section 4: how many hosts keep the file, how many may fail, how often they prove it. */
export interface DurabilityPreset {
  id: 'low' | 'medium' | 'high'
  label: string
  recommended: boolean
  nodes: number
  tolerance: number
  proofProbability: number
}

export type PresetChoice = DurabilityPreset['id'] | 'custom'

export const DURABILITY_PRESETS: readonly DurabilityPreset[] = [
  { id: 'low', label: 'Low', recommended: false, nodes: 3, tolerance: 1, proofProbability: 2 },
  { id: 'medium', label: 'Medium', recommended: true, nodes: 4, tolerance: 2, proofProbability: 3 },
  { id: 'high', label: 'High', recommended: false, nodes: 5, tolerance: 2, proofProbability: 4 },
]

/** The preset the three fields match exactly (as typed: ` 3` is not 3), or Custom. */
export function matchingPreset(fields: {
  nodes: string
  tolerance: string
  proofProbability: string
}): PresetChoice {
  const found = DURABILITY_PRESETS.find(
    (preset) =>
      fields.nodes === String(preset.nodes) &&
      fields.tolerance === String(preset.tolerance) &&
      fields.proofProbability === String(preset.proofProbability),
  )
  return found?.id ?? 'custom'
}
