import { useStore } from '@nanostores/react'
import { Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { Spinner } from '../../components/spinner/spinner.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { $displayName, $emoji, setDisplayName, setEmoji } from '../../stores/page/profile.ts'
import { $themeChoice } from '../../stores/page/theme.ts'
import css from './profile-form.css?inline'

const EmojiPanel = lazyComponent(() => import('./emoji-panel.tsx'), 'EmojiPanel')

/** The preferred name and the account emoji; both are saved as the user types or picks. */
export function ProfileForm() {
  const name = useStore($displayName)
  const emoji = useStore($emoji)
  const theme = useStore($themeChoice)
  const [picking, setPicking] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  function close() {
    setPicking(false)
    button.current?.focus()
  }

  function onPanelKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className="profile-form">
      <StyleSheet name="profile-form" css={css} />
      <div className="profile-emoji">
        <span className="profile-label" id="profile-emoji-label">
          Account Emoji
        </span>
        <button
          ref={button}
          type="button"
          className="profile-emoji-button"
          aria-labelledby="profile-emoji-label profile-emoji-value"
          aria-expanded={picking}
          aria-controls="profile-emoji-panel"
          onClick={() => setPicking(!picking)}
        >
          <span id="profile-emoji-value">{emoji}</span>
        </button>
        {picking ? (
          <div
            id="profile-emoji-panel"
            className="profile-emoji-panel"
            role="group"
            aria-label="Choose an emoji"
            onKeyDown={onPanelKey}
          >
            <Suspense fallback={<Spinner label="Loading emoji" />}>
              <EmojiPanel
                theme={theme === 'system' ? 'auto' : theme}
                onSelect={(picked) => {
                  setEmoji(picked)
                  close()
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <label className="profile-name">
        <span className="profile-label">Preferred name</span>
        <input
          type="text"
          name="display-name"
          autoComplete="nickname"
          value={name}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </label>
    </div>
  )
}
