// A mute's silence in a real Alertmanager (Debian's), through a proxy that holds the POST creating
// it: what the vault does while Alertmanager has not answered yet.
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { muteRule, unmuteRule } from '../../../src/stores/node/alerts/alert-actions.ts'
import { mutedRules } from '../../../src/stores/node/alerts/stored-alerts.ts'
import { addNode, removeNode } from '../../../src/stores/nodes/list.ts'
import { $activeScope, type NodeScope } from '../../../src/stores/nodes/scope.ts'
import { silenceIds } from '../../../src/stores/node/alerts/silences.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import { $pageServers } from '../../../src/stores/page/monitoring-attributes.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import {
  alertmanagerMissing,
  startHeldAlertmanager,
  type HeldAlertmanager,
} from '../../support/held-alertmanager.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const NAME = 'Home node'
const missing = alertmanagerMissing()
if (missing) console.log(`alertmanager-silences: skipped, ${missing}`)

describe.skipIf(missing !== null && process.env.CI !== 'true')('a mute’s silence', () => {
  let alertmanager: HeldAlertmanager
  let scope: NodeScope
  let nodeId: string

  beforeAll(async () => {
    alertmanager = await startHeldAlertmanager()
  }, 40_000)
  afterAll(() => alertmanager?.close())

  beforeEach(() => {
    forgetEveryNode()
    useTestEnvironment(createFakeNode().client)
    $pageServers.set({ alertmanager: alertmanager.url })
    const added = addNode({ name: NAME, url: 'http://127.0.0.1:8080' }, { activate: true })
    if (!added.ok) throw new Error('the node was not added')
    nodeId = added.id
    scope = $activeScope.get()
  })

  afterEach(() => {
    $pageServers.set({})
    resetEnvironment()
    forgetEveryNode()
  })

  /** Waits for the states (sorted) of the node's silences of `alertname` to be `wanted`. */
  async function silencesBecome(alertname: string, wanted: string[]) {
    const states = async () =>
      (await alertmanager.silencesOf(NAME))
        .filter((silence) => silence.matchers.some((matcher) => matcher.value === alertname))
        .map((silence) => silence.status.state)
        .sort()
    // An expired silence ends a few seconds from the expiry (see expireSilence).
    await vi.waitFor(async () => expect(await states()).toEqual(wanted), {
      timeout: 15_000,
      interval: 250,
    })
  }

  it('unmuted before Alertmanager answered the mute: the silence, once made, is expired and not kept', async () => {
    const held = alertmanager.holdNextCreate()
    muteRule(scope, 'no-peers')
    await held.arrived
    unmuteRule(scope, 'no-peers')
    held.release()
    expect(mutedRules.of(scope).get()).toEqual([])
    await silencesBecome('CodexNoPeers', ['expired'])
    expect(silenceIds.of(scope).get()).toEqual({})
    expect(getTestStorage()[`codex-alertmanager-silences@${nodeId}`] ?? '{}').toBe('{}')
    // Muted again afterwards: a silence of its own, kept.
    muteRule(scope, 'no-peers')
    await vi.waitFor(() => expect(silenceIds.of(scope).get()['no-peers']).toBeTruthy())
    await silencesBecome('CodexNoPeers', ['active', 'expired'])
  }, 40_000)

  it('a removed node’s silences are expired, the one still being made too, and its ids go with it', async () => {
    muteRule(scope, 'disk-full')
    await vi.waitFor(() => expect(silenceIds.of(scope).get()['disk-full']).toBeTruthy())
    const held = alertmanager.holdNextCreate()
    muteRule(scope, 'node-unreachable')
    await held.arrived
    removeNode(nodeId)
    held.release()
    await silencesBecome('CodexDiskFull', ['expired'])
    await silencesBecome('CodexNodeDown', ['expired'])
    const kept = Object.keys(getTestStorage()).filter((key) => key.endsWith(`@${nodeId}`))
    expect(kept).toEqual([])
  }, 40_000)
})
