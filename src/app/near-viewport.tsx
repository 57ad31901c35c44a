import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { Spinner } from '../components/spinner/spinner.tsx'

/** How far below the fold a deferred part starts loading, so it is there when scrolled to. */
const AHEAD = '150px'

/** The `reserve`s whose card this page has already loaded: shown again, it renders at once. */
const loadedBefore = new Set<string>()

/**
 * Renders `children` (lazy sections' cards) only once its place on the page comes near the
 * viewport: a card below the fold costs the first load nothing, and its chunk loads as the person
 * scrolls towards it. Until then it holds `reserve` (a class of vault-app.css giving the card's
 * usual height), so nothing moves when the card arrives. preloadTree does not look inside it.
 * Once loaded, the card's code is there: a page shown again renders it at once, so its data is
 * current (and kept on a failure) wherever the page is scrolled.
 */
export function NearViewport({ reserve, children }: { reserve: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => loadedBefore.has(reserve))
  useEffect(() => {
    const element = place.current
    if (near) loadedBefore.add(reserve)
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: `${AHEAD} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, reserve])
  const placeholder = (
    <div ref={place} className={`near-viewport ${reserve}`}>
      <Spinner label="Loading" />
    </div>
  )
  if (!near) return placeholder
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
NearViewport.deferred = true
