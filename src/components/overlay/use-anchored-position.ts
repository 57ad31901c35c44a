import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react'

const GAP = 4
const MAX_HEIGHT = 280

/**
 * Fixed-position style that keeps a popup under (or, without room, above) its anchor while open,
 * so a scrolling or clipping ancestor (a modal body) never cuts it off.
 */
export function useAnchoredPosition(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>()

  useLayoutEffect(() => {
    const element = anchor.current
    if (!open || !element) return undefined
    const place = () => {
      const box = element.getBoundingClientRect()
      const below = window.innerHeight - box.bottom - GAP
      const above = box.top - GAP
      const flip = below < Math.min(MAX_HEIGHT, 160) && above > below
      setStyle({
        position: 'fixed',
        left: box.left,
        width: box.width,
        maxHeight: Math.max(0, Math.min(MAX_HEIGHT, flip ? above : below)),
        margin: 0,
        top: flip ? 'auto' : box.bottom + GAP,
        bottom: flip ? window.innerHeight - box.top + GAP : 'auto',
      })
    }
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
    }
  }, [anchor, open])

  return open ? style : undefined
}
