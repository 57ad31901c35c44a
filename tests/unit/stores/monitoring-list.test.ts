import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const addresses = await import('../../../src/stores/page/monitoring-addresses.ts')
const attributes = await import('../../../src/stores/page/monitoring-attributes.ts')
const monitoring = await import('../../../src/stores/page/monitoring.ts')
const save = await import('../../../src/stores/page/monitoring-save.ts')
const migration = await import('../../../src/stores/page/monitoring-migration.ts')
const file = await import('../../../src/stores/nodes/list-file.ts')
const list = await import('../../../src/stores/nodes/list.ts')

function forgetEverything(): void {
  forgetEveryNode()
  addresses.$listServers.set({})
  attributes.$pageServers.set({})
  monitoring.$monitoringPasswords.set({})
  save.$monitoringMoveProblems.set({})
  cleanTestStorage()
}

const stored = (key: string) => getTestStorage()[key]

describe('the node list’s Prometheus and Alertmanager', () => {
  beforeEach(forgetEverything)
  afterEach(forgetEverything)

  it('are kept with the node list, the password apart, and a page’s attribute stays the page’s', () => {
    save.saveMonitoring('prometheus', {
      url: 'http://prometheus.example:9090',
      username: 'vault',
      password: 's3cret',
    })
    expect(JSON.parse(stored('codex-node-list-monitoring') ?? 'null')).toEqual({
      prometheus: { url: 'http://prometheus.example:9090', username: 'vault' },
    })
    expect(JSON.parse(stored('codex-monitoring-passwords') ?? 'null')).toEqual({
      prometheus: 's3cret',
    })
    expect(monitoring.$prometheus.get()).toEqual({
      url: 'http://prometheus.example:9090',
      auth: { username: 'vault', password: 's3cret' },
    })

    // An embed's prometheus-url: read on that page, saved nowhere, and the list's password not sent.
    expect(attributes.setPrometheusUrl('http://other.example:9090')).toBe(true)
    expect(monitoring.$prometheus.get()).toEqual({ url: 'http://other.example:9090' })
    expect(JSON.parse(stored('codex-node-list-monitoring') ?? 'null').prometheus.url).toBe(
      'http://prometheus.example:9090',
    )
    expect(attributes.setAlertmanagerUrl('not an address')).toBe(false)
    expect(monitoring.$alertmanager.get()).toBeNull()
  })

  it('never send a kept password to a new address typed in place of its own', () => {
    save.saveMonitoring('alertmanager', {
      url: 'http://alerts.example:9093',
      username: 'vault',
      password: 's3cret',
    })
    const sent: unknown[] = []
    const stop = monitoring.$alertmanager.listen((target) => sent.push(target))
    // Another path on the same origin keeps it.
    save.saveMonitoring('alertmanager', {
      url: 'http://alerts.example:9093/am',
      username: 'vault',
    })
    expect(monitoring.$alertmanager.get()?.auth?.password).toBe('s3cret')
    // Another origin, the password left empty: it starts with none, at no moment with the old one.
    save.saveMonitoring('alertmanager', { url: 'http://other.example:9093', username: 'vault' })
    stop()
    expect(monitoring.$alertmanager.get()).toEqual({ url: 'http://other.example:9093' })
    expect(stored('codex-monitoring-passwords') ?? '').not.toContain('s3cret')
    expect(
      sent.filter(
        (target) =>
          (target as { url?: string } | null)?.url === 'http://other.example:9093' &&
          (target as { auth?: unknown }).auth,
      ),
    ).toEqual([])
  })

  it('go with an exported list, passwords only when asked, and come in where the list has none', () => {
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    save.saveMonitoring('prometheus', {
      url: 'http://prometheus.example:9090',
      username: 'vault',
      password: 's3cret',
    })
    save.saveMonitoring('alertmanager', { url: 'http://alerts.example:9093', username: '' })
    const plain = file.exportNodeList(false)
    expect(plain).not.toContain('s3cret')
    expect(JSON.parse(plain).monitoring).toEqual({
      prometheus: { url: 'http://prometheus.example:9090', username: 'vault' },
      alertmanager: { url: 'http://alerts.example:9093' },
    })
    const withPasswords = file.exportNodeList(true)
    expect(JSON.parse(withPasswords).monitoring.prometheus.password).toBe('s3cret')

    // Another browser: the list arrives with its servers and, when the file has it, the password.
    forgetEverything()
    save.saveMonitoring('alertmanager', { url: 'http://mine.example:9093', username: '' })
    const result = file.importNodeList(withPasswords)
    expect(result).toEqual({ ok: true, added: 1, skipped: 0, servers: ['prometheus'] })
    expect(file.importSummary(result as { added: number; skipped: number })).toBe(
      'Imported 1 node and the Prometheus address.',
    )
    expect(monitoring.$prometheus.get()).toEqual({
      url: 'http://prometheus.example:9090',
      auth: { username: 'vault', password: 's3cret' },
    })
    // The list's own Alertmanager is not overwritten.
    expect(addresses.$alertmanagerUrl.get()).toBe('http://mine.example:9093')
  })

  it('move once from where this browser kept them; one that is not an address stays, named', () => {
    setTestStorageKey('codex-prometheus-url', 'http://prometheus.example:9090')
    setTestStorageKey('codex-monitoring-usernames', '{"prometheus":"vault"}')
    setTestStorageKey('codex-monitoring-passwords', '{"prometheus":"s3cret"}')
    setTestStorageKey('codex-alertmanager-url', 'ftp://alerts.example')
    migration.moveBrowserMonitoring()
    expect(monitoring.$prometheus.get()).toEqual({
      url: 'http://prometheus.example:9090',
      auth: { username: 'vault', password: 's3cret' },
    })
    expect(stored('codex-prometheus-url')).toBeUndefined()
    // Nothing lost: the garbage stays where it was, with the username key, and is named.
    expect(stored('codex-alertmanager-url')).toBe('ftp://alerts.example')
    expect(stored('codex-monitoring-usernames')).toBe('{"prometheus":"vault"}')
    expect(addresses.$alertmanagerUrl.get()).toBe('')
    expect(save.$monitoringMoveProblems.get()).toEqual({
      alertmanager:
        'The Alertmanager address this browser kept, “ftp://alerts.example”, is not an http:// or https:// address: enter it again below.',
    })
    // Once: the list's value is not overwritten by a later run.
    save.saveMonitoring('prometheus', { url: 'http://new.example:9090', username: '' })
    setTestStorageKey('codex-prometheus-url', 'http://prometheus.example:9090')
    migration.moveBrowserMonitoring()
    expect(addresses.$prometheusUrl.get()).toBe('http://new.example:9090')
    // Saving the Alertmanager settles what was kept for it.
    save.saveMonitoring('alertmanager', { url: 'http://alerts.example:9093', username: '' })
    expect(stored('codex-alertmanager-url')).toBeUndefined()
    expect(save.$monitoringMoveProblems.get()).toEqual({})
  })
})
