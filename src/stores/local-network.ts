import { atom, onMount } from 'nanostores'
import { addressSpaceOf, needsLocalNetworkPermission } from '../lib/address-space.ts'
import { getEnvironment } from './environment.ts'
import { $nodeUrl } from './node.ts'
import { $spr } from './node-status.ts'

/** What the user can do when the browser keeps this page from its node. */
export const LOCAL_NETWORK_BLOCKED =
  'Your browser blocked this page from reaching a node on your local network. Allow this site to access devices on your local network (in the prompt, or in the site settings next to the address bar), then retry; or open the vault from a local address.'

/**
 * Whether the node is unreachable because of Chromium's Local Network Access rule. Chromium gives
 * the refused request no error of its own (a plain network failure), so: the node calls fail as
 * network errors, the node is on loopback or the LAN, and either the browser's permission for
 * that address space is denied, or the page sits in a wider address space than the node.
 */
export const $localNetworkBlocked = atom(false)

async function check(): Promise<void> {
  const spr = $spr.get()
  const error =
    spr.state === 'error' || (spr.state === 'ready' && spr.stale) ? spr.error : undefined
  const nodeUrl = $nodeUrl.get()
  const space = addressSpaceOf(nodeUrl)
  if (error?.code !== 502 || space === 'public') {
    $localNetworkBlocked.set(false)
    return
  }
  const environment = getEnvironment()
  const origin = environment.pageOrigin()
  const permission = await environment.localNetworkPermission(space)
  if ($spr.get() !== spr || $nodeUrl.get() !== nodeUrl) return
  $localNetworkBlocked.set(
    permission === 'denied' || (origin !== null && needsLocalNetworkPermission(origin, nodeUrl)),
  )
}

onMount($localNetworkBlocked, () => {
  void check()
  const unbindSpr = $spr.subscribe(() => void check())
  const unbindUrl = $nodeUrl.listen(() => void check())
  return () => {
    unbindSpr()
    unbindUrl()
  }
})
