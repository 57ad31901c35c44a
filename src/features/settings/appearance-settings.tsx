import { useStore } from '@nanostores/react'
import { $themeChoice, setThemeChoice, THEME_CHOICES } from '../../stores/page/theme.ts'

const LABELS = { system: 'Follow the system', light: 'Light', dark: 'Dark' } as const

/** The theme choice: light, dark, or the system's. */
export function AppearanceSettings() {
  const choice = useStore($themeChoice)
  return (
    <fieldset className="settings-theme">
      <legend>Theme</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="theme"
            value={option}
            checked={choice === option}
            onChange={() => setThemeChoice(option)}
          />{' '}
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  )
}
