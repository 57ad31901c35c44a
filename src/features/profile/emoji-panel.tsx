import { useEffect, useRef } from 'react'
import { createEmojiPicker } from './emoji-picker-element.ts'
import { repairPickerAccessibility } from './picker-accessibility.ts'
import { lazyModule } from '../../lib/lazy-module.ts'

/** emoji-mart's data, fetched when a panel first opens. */
const emojiData = lazyModule(() => import('@emoji-mart/data'))

/** The spec's 8 categories, in its order, by emoji-mart's names. */
export const EMOJI_CATEGORIES = [
  'people',
  'nature',
  'foods',
  'places',
  'activity',
  'objects',
  'symbols',
  'flags',
] as const

interface EmojiPanelProps {
  theme: 'auto' | 'light' | 'dark'
  onSelect: (emoji: string) => void
}

/**
 * emoji-mart's picker, appended inside our shadow root, its CSS adopted rather than inlined. Its
 * data (a separate chunk) loads only when the panel first opens; nothing is fetched from a CDN.
 */
export function EmojiPanel({ theme, onSelect }: EmojiPanelProps) {
  const holder = useRef<HTMLDivElement>(null)
  const select = useRef(onSelect)
  useEffect(() => {
    select.current = onSelect
  })
  useEffect(() => {
    const picker = createEmojiPicker({
      data: async () => (await emojiData.load()).default,
      onEmojiSelect: (emoji: { native?: string }) => {
        if (emoji.native) select.current(emoji.native)
      },
      categories: [...EMOJI_CATEGORIES],
      set: 'native',
      theme,
      autoFocus: true,
      previewPosition: 'none',
      skinTonePosition: 'search',
      navPosition: 'top',
      maxFrequentRows: 0,
    })
    // emoji-mart closes its skin-tone menu on every document click not targeted at the picker, and
    // from inside our shadow root every click is retargeted to our host: keep them in the picker.
    picker.addEventListener('click', (event) => event.stopPropagation())
    holder.current?.append(picker)
    const stopRepairing = repairPickerAccessibility(picker)
    return () => {
      stopRepairing()
      picker.remove()
    }
  }, [theme])
  return <div ref={holder} className="emoji-panel" />
}
