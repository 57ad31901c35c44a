import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'
import { cleanStores } from 'nanostores'
import { fakeNode, resetEnvironment } from './fake-environment.ts'

useTestStorageEngine()

import * as nodeStore from '../../../src/stores/node.ts'

/** The store module, re-read from the test storage as a newly opened page would. */
async function loadNodeStore() {
  cleanStores(nodeStore.$nodeUrl)
  const unbind = nodeStore.$nodeUrl.listen(() => {})
  unbinders.push(unbind)
  return nodeStore
}
const unbinders: (() => void)[] = []

describe('node URL', () => {
  beforeEach(() => {
    cleanTestStorage()
  })
  afterEach(() => {
    for (const unbind of unbinders.splice(0)) unbind()
    cleanStores(nodeStore.$nodeUrl)
    resetEnvironment()
  })

  it('defaults to the local node on port 8080', async () => {
    const { $nodeUrl } = await loadNodeStore()
    expect($nodeUrl.get()).toBe('http://localhost:8080')
  })

  it('reads and writes the codex-node-url key', async () => {
    setTestStorageKey('codex-node-url', 'http://10.0.0.2:9000')
    const { $nodeUrl, setNodeUrl } = await loadNodeStore()
    expect($nodeUrl.get()).toBe('http://10.0.0.2:9000')
    expect(setNodeUrl('https://node.example:8443/')).toBe(true)
    expect(getTestStorage()['codex-node-url']).toBe('https://node.example:8443')
  })

  it.each(['not a url', 'javascript:alert(1)', '{"json":true}', 'ftp://host:21', ''])(
    'falls back to the default for the corrupt value %j',
    async (value) => {
      setTestStorageKey('codex-node-url', value)
      const { $nodeUrl } = await loadNodeStore()
      expect($nodeUrl.get()).toBe('http://localhost:8080')
    },
  )

  it('refuses an invalid URL and keeps the old one', async () => {
    const { $nodeUrl, setNodeUrl } = await loadNodeStore()
    expect(setNodeUrl('localhost:')).toBe(false)
    expect(setNodeUrl('http://')).toBe(false)
    expect($nodeUrl.get()).toBe('http://localhost:8080')
  })

  it('lets a valid api-port query parameter override the port', async () => {
    setTestStorageKey('codex-node-url', 'http://127.0.0.1:8080')
    const { $nodeUrl, applyApiPortParameter } = await loadNodeStore()
    expect(applyApiPortParameter('?api-port=8081')).toBe(true)
    expect($nodeUrl.get()).toBe('http://127.0.0.1:8081')
  })

  it.each(['?api-port=abc', '?api-port=0', '?api-port=70000', '?api-port=', '?api-port=80x', ''])(
    'ignores the api-port parameter in %j',
    async (search) => {
      const { $nodeUrl, applyApiPortParameter } = await loadNodeStore()
      expect(applyApiPortParameter(search)).toBe(false)
      expect($nodeUrl.get()).toBe('http://localhost:8080')
    },
  )

  it('creates one client per URL', async () => {
    const node = fakeNode()
    const { getNodeClient, setNodeUrl } = await loadNodeStore()
    expect(getNodeClient()).toBe(getNodeClient())
    setNodeUrl('http://127.0.0.1:9999')
    getNodeClient()
    getNodeClient()
    expect(node.urls).toEqual(['http://localhost:8080', 'http://127.0.0.1:9999'])
  })

  it('follows a change made in another tab', async () => {
    const { $nodeUrl } = await loadNodeStore()
    const seen: string[] = []
    const unbind = $nodeUrl.listen((url: string) => seen.push(url))
    setTestStorageKey('codex-node-url', 'http://192.168.1.5:8080')
    expect($nodeUrl.get()).toBe('http://192.168.1.5:8080')
    expect(seen).toEqual(['http://192.168.1.5:8080'])
    unbind()
  })
})
