import { useLayoutEffect, useState } from 'react'
import { renderInTurn } from './first-render-queue.ts'

/**
 * False on the first render, true from a task of its own in the queue of first renders. An element
 * renders its frame (theme and styles) first and its feature in that later task: the page's first
 * element, which also pays for the renderer's first run, is two tasks instead of one long one.
 */
export function useOwnTurn(): boolean {
  const [turn, setTurn] = useState(false)
  useLayoutEffect(() => {
    let mounted = true
    renderInTurn(() => {
      if (mounted) setTurn(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return turn
}
