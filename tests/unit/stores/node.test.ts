import { computed } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { applyApiPortParameter, setNodeUrl } =
  await import('../../../src/stores/nodes/active-node.ts')
const { $nodes } = await import('../../../src/stores/nodes/registry.ts')
const { bindPageToUrl } = await import('../../../src/stores/nodes/scope.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
/** The address unbound elements show: the active scope's. */
const $nodeUrl = computed($activeScope, (scope) => scope.binding.url)

const unbinders: (() => void)[] = []

describe('the active node address', () => {
  beforeEach(() => {
    forgetEveryNode()
    unbinders.push($nodeUrl.listen(() => {}))
  })
  afterEach(() => {
    for (const unbind of unbinders.splice(0)) unbind()
    forgetEveryNode()
    resetEnvironment()
  })

  it('defaults to the local node on port 8080', () => {
    expect($nodeUrl.get()).toBe('http://localhost:8080')
  })

  it('is the active node of codex-nodes, and setting it edits that node', () => {
    setTestStorageKey(
      'codex-nodes',
      JSON.stringify([{ id: 'node-4', name: 'Home', url: 'http://10.0.0.2:9000' }]),
    )
    expect($nodeUrl.get()).toBe('http://10.0.0.2:9000')
    expect(setNodeUrl('https://node.example:8443/')).toBe(true)
    expect(JSON.parse(getTestStorage()['codex-nodes'] ?? '')).toEqual([
      { id: 'node-4', name: 'Home', url: 'https://node.example:8443' },
    ])
  })

  it('adds the first node when the list is empty', () => {
    expect(setNodeUrl('http://127.0.0.1:9000')).toBe(true)
    expect($nodes.get()).toEqual([{ id: 'node-1', name: 'My node', url: 'http://127.0.0.1:9000' }])
  })

  it.each([
    'not json',
    '{"json":true}',
    '[{"id":"x","name":"a","url":"http://a"}]',
    '[{"id":"node-1","name":"a","url":"ftp://h"}]',
  ])('falls back to the default for the corrupt list %j', (value) => {
    setTestStorageKey('codex-nodes', value)
    expect($nodeUrl.get()).toBe('http://localhost:8080')
  })

  it('refuses an invalid URL and keeps the old one', () => {
    expect(setNodeUrl('localhost:')).toBe(false)
    expect(setNodeUrl('http://')).toBe(false)
    expect($nodeUrl.get()).toBe('http://localhost:8080')
  })

  it('lets a valid api-port query parameter override the port', () => {
    setNodeUrl('http://127.0.0.1:8080')
    expect(applyApiPortParameter('?api-port=8081')).toBe(true)
    expect($nodeUrl.get()).toBe('http://127.0.0.1:8081')
  })

  it.each(['?api-port=abc', '?api-port=0', '?api-port=70000', '?api-port=', '?api-port=80x', ''])(
    'ignores the api-port parameter in %j',
    (search) => {
      expect(applyApiPortParameter(search)).toBe(false)
      expect($nodeUrl.get()).toBe('http://localhost:8080')
    },
  )

  it('creates one client per URL', () => {
    const node = fakeNode()
    expect($activeScope.get().client()).toBe($activeScope.get().client())
    setNodeUrl('http://127.0.0.1:9999')
    $activeScope.get().client()
    $activeScope.get().client()
    expect(node.urls).toEqual(['http://localhost:8080', 'http://127.0.0.1:9999'])
  })

  it('follows a change made in another tab', () => {
    const seen: string[] = []
    unbinders.push($nodeUrl.listen((url: string) => seen.push(url)))
    setTestStorageKey(
      'codex-nodes',
      JSON.stringify([{ id: 'node-1', name: 'Home', url: 'http://192.168.1.5:8080' }]),
    )
    expect($nodeUrl.get()).toBe('http://192.168.1.5:8080')
    expect(seen).toEqual(['http://192.168.1.5:8080'])
  })

  it('follows a node-url of the page without saving it', () => {
    setNodeUrl('http://127.0.0.1:8080')
    bindPageToUrl('http://127.0.0.1:7000')
    expect($nodeUrl.get()).toBe('http://127.0.0.1:7000')
    expect(setNodeUrl('http://127.0.0.1:7001')).toBe(true)
    expect($nodeUrl.get()).toBe('http://127.0.0.1:7001')
    expect($nodes.get().map((node) => node.url)).toEqual(['http://127.0.0.1:8080'])
  })
})
