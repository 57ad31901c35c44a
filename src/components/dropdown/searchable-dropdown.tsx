import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import css from './searchable-dropdown.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Icon } from '../icon/icon.tsx'
import { useAnchoredPosition } from '../overlay/use-anchored-position.ts'
import { FieldFrame } from '../text-field/field-frame.tsx'
import { useTimer } from '../timer/timer-context.ts'
import { filterOptions, type DropdownOption } from './filter-options.ts'

export const DROPDOWN_BLUR_DELAY_MS = 150
export const DROPDOWN_NO_RESULTS = 'No results found'

interface SearchableDropdownProps {
  label: string
  options: readonly DropdownOption[]
  /** The chosen option's value, or null. */
  value: string | null
  onChange: (value: string) => void
  placeholder?: string
  hint?: string
  error?: string
  disabled?: boolean
}

/**
 * A combobox (WAI-ARIA, list autocomplete): typing filters the options, arrows move through them,
 * Enter picks, Escape closes. It closes 150 ms after losing focus. Option labels render as text.
 */
export function SearchableDropdown({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  disabled,
}: SearchableDropdownProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(-1)
  const setTimer = useTimer()
  const cancelBlur = useRef(() => {})
  const list = useRef<HTMLUListElement>(null)
  const anchor = useRef<HTMLDivElement>(null)
  const popupStyle = useAnchoredPosition(anchor, open)
  const selected = options.find((option) => option.value === value)
  const shown = filterOptions(options, query ?? '')
  const activeOption = open ? shown[active] : undefined
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => () => cancelBlur.current(), [])
  useEffect(() => {
    list.current?.querySelector('.vault-dropdown__option--active')?.scrollIntoView?.({
      block: 'nearest',
    })
  }, [active])

  const close = () => {
    setOpen(false)
    setQuery(null)
    setActive(-1)
  }
  const pick = (option: DropdownOption) => {
    close()
    if (option.value !== value) onChange(option.value)
  }
  const openAt = (index: number) => {
    setOpen(true)
    setActive(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (!open)
        openAt(
          Math.max(
            0,
            shown.findIndex((option) => option.value === value),
          ),
        )
      else if (shown.length > 0) setActive((active + step + shown.length) % shown.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      if (activeOption) pick(activeOption)
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  return (
    <FieldFrame label={label} hint={hint} error={error} className="vault-dropdown">
      {(control) => (
        <div ref={anchor} className="vault-dropdown__control">
          <StyleSheet name="dropdown" css={css} />
          <input
            {...control}
            className="vault-dropdown__input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value)
              openAt(0)
            }}
            onClick={() => (open ? close() : openAt(-1))}
            onKeyDown={onKeyDown}
            onFocus={() => cancelBlur.current()}
            onBlur={() => {
              cancelBlur.current = setTimer(close, DROPDOWN_BLUR_DELAY_MS)
            }}
          />
          <Icon className="vault-dropdown__chevron" name="chevron-down" size={18} />
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            className="vault-dropdown__list"
            style={popupStyle}
            hidden={!open}
          >
            {open && shown.length === 0 && (
              <li
                role="option"
                aria-disabled="true"
                aria-selected="false"
                className="vault-dropdown__empty"
              >
                {DROPDOWN_NO_RESULTS}
              </li>
            )}
            {open &&
              shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  className={
                    index === active
                      ? 'vault-dropdown__option vault-dropdown__option--active'
                      : 'vault-dropdown__option'
                  }
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  {option.label}
                </li>
              ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  )
}
