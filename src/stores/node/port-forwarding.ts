import { atom, onMount, task } from 'nanostores'
import type { NodeInfo } from '../../api/node-info.ts'
import { fail, ok, type Result } from '../../api/result.ts'
import { services } from '../../api/service-client.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { perNode } from '../nodes/scope.ts'
import { localAnnounce, localAnnounceSummary, type LocalAnnounce } from './connectivity-advice.ts'
import { debugInfo } from './status.ts'
import { ownReachability } from './reachability.ts'
import { $echoUrl } from '../page/services.ts'
import { getEnvironment } from '../page/environment.ts'

export type PortForwarding =
  | { state: 'checking' }
  | { state: 'reachable'; detail?: string }
  | { state: 'unreachable'; reason: string | undefined }
  /** It announces only a local address: no port check could reach it, so none is asked. */
  | { state: 'local-only'; announce: LocalAnnounce; detail: string }

/**
 * Where the echo service should knock: the TCP port of the node's first listen address and the
 * IP of its first announce address, with the spec's error texts when they cannot be read.
 */
export function portCheckTarget(info: NodeInfo): Result<{ port: number; ip: string }> {
  const address = info.addrs[0]
  if (!address) return fail('Not existing address')
  const segments = address.split('/')
  if (segments.length < 2) return fail('Address misformatted')
  const portText = segments[segments.length - 1] ?? ''
  if (!/^\d+$/.test(portText)) return fail('Port misformatted')
  const announce = info.announcedAddresses[0]
  if (!announce) return fail('Not existing announce address')
  const parts = announce.split('/')
  const ip = parts[2]
  if (parts.length !== 5 || !ip) return fail('Misformatted ip')
  return ok({ port: Number(portText), ip })
}

/**
 * Whether the node's port is reachable from the internet: as the node says where it knows (2026
 * nodes), else asked of the echo service (v0.2.x); neither for a node that announces only a local
 * address, which no one on the internet could dial whatever the router forwards.
 */
export const portForwarding = perNode((scope) => {
  const $portForwarding = atom<PortForwarding>({ state: 'checking' })
  const $debugInfo = debugInfo.of(scope)
  onMount($portForwarding, () => {
    let generation = 0
    let checked: NodeInfo | undefined
    let checkedEcho = ''

    function check(): void {
      const info = $debugInfo.get()
      if (info.state === 'loading') {
        $portForwarding.set({ state: 'checking' })
        return
      }
      if (info.state === 'error') {
        $portForwarding.set({ state: 'unreachable', reason: undefined })
        return
      }
      const { reachability } = info.data
      const local = reachability?.reachability === 'Reachable' ? null : localAnnounce(info.data)
      if (local) {
        generation += 1
        checked = undefined
        const detail = localAnnounceSummary(local)
        $portForwarding.set({ state: 'local-only', announce: local, detail })
        return
      }
      if (reachability) {
        generation += 1
        checked = undefined
        const own = ownReachability(reachability)
        $portForwarding.set(
          own.state === 'reachable'
            ? { state: 'reachable', detail: own.detail }
            : { state: 'unreachable', reason: own.reason },
        )
        return
      }
      const echo = $echoUrl.get()
      if (info.data === checked && echo === checkedEcho) return
      checked = info.data
      checkedEcho = echo
      const mine = ++generation
      const target = portCheckTarget(info.data)
      if (target.error) {
        reportNodeError(target.data, { check: 'port-forwarding' })
        $portForwarding.set({ state: 'unreachable', reason: target.data.message })
        return
      }
      void task(async () => {
        const answer = await services.checkPort(echo, target.data.port, target.data.ip, {
          transport: getEnvironment(),
        })
        if (mine !== generation) return
        if (answer.error) reportNodeError(answer.data, { check: 'port-forwarding' })
        $portForwarding.set(
          !answer.error && answer.data.reachable
            ? { state: 'reachable' }
            : { state: 'unreachable', reason: answer.error ? answer.data.message : undefined },
        )
      })
    }

    const unbinders = [$debugInfo.subscribe(check), $echoUrl.listen(check)]
    return () => {
      generation += 1
      for (const unbind of unbinders) unbind()
    }
  })
  return $portForwarding
})
