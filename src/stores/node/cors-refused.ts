import { atom, onMount, task } from 'nanostores'
import { answersWithoutCors } from '../../api/origin-probe.ts'
import { perNode } from '../nodes/scope.ts'
import { spr } from './status.ts'
import { getEnvironment } from '../page/environment.ts'

/**
 * Whether a node the page cannot reach does answer without CORS (it refuses this page's origin),
 * asked once each time its status fails to reach it.
 */
export const corsRefused = perNode((scope) => {
  const $refused = atom(false)
  const $spr = spr.of(scope)
  onMount($refused, () =>
    $spr.subscribe((answer) => {
      const unreachable = answer.state !== 'loading' && answer.error?.code === 502
      if (!unreachable) {
        $refused.set(false)
        return
      }
      const url = scope.binding.url
      void task(async () => {
        const answers = await answersWithoutCors(url, getEnvironment())
        if ($spr.get() === answer) $refused.set(answers)
      })
    }),
  )
  return $refused
})
