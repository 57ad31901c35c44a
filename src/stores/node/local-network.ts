import { atom, onMount } from 'nanostores'
import { addressSpaceOf, needsLocalNetworkPermission } from '../../lib/address-space.ts'
import { getEnvironment } from '../page/environment.ts'
import { perNode } from '../nodes/scope.ts'
import { spr } from './status.ts'

/**
 * Whether the node is unreachable because of Chromium's Local Network Access rule. Chromium gives
 * the refused request no error of its own (a plain network failure), so: the node calls fail as
 * network errors, the node is on loopback or the LAN, and either the browser's permission for
 * that address space is denied, or the page sits in a wider address space than the node.
 */
export const localNetworkBlocked = perNode((scope) => {
  const $blocked = atom(false)
  const $spr = spr.of(scope)
  const nodeUrl = () => scope.binding.url

  async function check(): Promise<void> {
    const answer = $spr.get()
    const error =
      answer.state === 'error' || (answer.state === 'ready' && answer.stale)
        ? answer.error
        : undefined
    const url = nodeUrl()
    const space = addressSpaceOf(url)
    if (error?.code !== 502 || space === 'public') {
      $blocked.set(false)
      return
    }
    const environment = getEnvironment()
    const origin = environment.pageOrigin()
    const permission = await environment.localNetworkPermission(space)
    if ($spr.get() !== answer || nodeUrl() !== url) return
    $blocked.set(
      permission === 'denied' || (origin !== null && needsLocalNetworkPermission(origin, url)),
    )
  }

  onMount($blocked, () => {
    void check()
    return $spr.subscribe(() => void check())
  })
  return $blocked
})
