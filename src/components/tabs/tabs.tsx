import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import css from './tabs.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
  disabled?: boolean
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string
  tabs: readonly TabItem[]
  /** Controlled selection; leave it out to let Tabs keep its own. */
  selected?: string
  defaultSelected?: string
  onSelect?: (id: string) => void
}

/** Where each key goes among the enabled tabs, from `index` of `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (wrapping, skipping disabled
 * tabs), Home and End jump to the ends; only the selected tab is in the Tab order. Only the
 * selected panel's content is mounted.
 */
export function Tabs({ label, tabs, selected, defaultSelected, onSelect }: TabsProps) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultSelected ?? tabs.find((tab) => !tab.disabled)?.id)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const current = selected ?? own

  const select = (id: string) => {
    setOwn(id)
    if (id !== current) onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key]
    const enabled = tabs.filter((tab) => !tab.disabled)
    if (!move || enabled.length === 0) return
    event.preventDefault()
    const position = Math.max(
      0,
      enabled.findIndex((tab) => tab.id === current),
    )
    const target = enabled[move(position, enabled.length)]
    if (!target) return
    select(target.id)
    buttons.current.get(target.id)?.focus()
  }

  return (
    <div className="vault-tabs">
      <StyleSheet name="tabs" css={css} />
      {/* tabIndex -1: Firefox puts a scrolling box in the Tab order; the selected tab is the stop. */}
      <div
        role="tablist"
        aria-label={label}
        className="vault-tabs__list"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            disabled={tab.disabled}
            className="vault-tabs__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="vault-tabs__panel"
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  )
}
