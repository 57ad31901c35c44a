import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const list = await import('../../../src/stores/nodes/list.ts')
const registry = await import('../../../src/stores/nodes/registry.ts')
const { migrateSingleNodeLayout } = await import('../../../src/stores/nodes/migration.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { purchaseCids } = await import('../../../src/stores/node/purchase-cids.ts')
const { folders } = await import('../../../src/stores/node/folders.ts')

describe('the node list', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => forgetEveryNode())

  it('adds the node shown at an address under the first free "My node" name', () => {
    list.addNode({ name: 'my node', url: 'http://10.0.0.1:8080' })
    list.addNode({ name: 'My node 2', url: 'http://10.0.0.2:8080' })
    expect(list.addNodeAt('http://127.0.0.1:9501/')).toEqual({ ok: true, id: 'node-3' })
    expect(registry.$nodes.get()[2]).toEqual({
      id: 'node-3',
      name: 'My node 3',
      url: 'http://127.0.0.1:9501',
    })
  })

  it('adds, renames and edits nodes, keeping passwords apart from the list', () => {
    const home = list.addNode({ name: ' Home ', url: 'http://127.0.0.1:8080/' })
    expect(home).toEqual({ ok: true, id: 'node-1' })
    const hosted = list.addNode({
      name: 'Hosted',
      url: 'https://node.example',
      username: 'vault',
      password: 'pa:ss',
    })
    expect(hosted).toEqual({ ok: true, id: 'node-2' })
    expect(list.updateNode('node-1', { name: 'Desk' })).toEqual({ ok: true, id: 'node-1' })
    expect(registry.$nodes.get()).toEqual([
      { id: 'node-1', name: 'Desk', url: 'http://127.0.0.1:8080' },
      { id: 'node-2', name: 'Hosted', url: 'https://node.example', username: 'vault' },
    ])
    expect(getTestStorage()['codex-nodes']).not.toContain('pa:ss')
    expect(JSON.parse(getTestStorage()['codex-node-passwords'] ?? '{}')).toEqual({
      'node-2': 'pa:ss',
    })
    // An edit with an empty password keeps the one kept; dropping the username drops it.
    list.updateNode('node-2', { url: 'https://node.example/codex/', password: '' })
    expect(registry.$nodePasswords.get()).toEqual({ 'node-2': 'pa:ss' })
    list.updateNode('node-2', { username: '' })
    expect(registry.$nodePasswords.get()).toEqual({})
  })

  it('never sends a kept password to a new address typed in place of its own', () => {
    list.addNode({ name: 'Hosted', url: 'https://node.example', username: 'vault', password: 'p' })
    // Every moment of the edit: the new address is never paired with the old password.
    const paired: string[] = []
    const stop = registry.$nodes.listen((nodes) => {
      const password = registry.$nodePasswords.get()['node-1']
      if (password !== undefined) paired.push(`${nodes[0]?.url} ${password}`)
    })
    list.updateNode('node-1', { url: 'https://node.example:8443', password: '' })
    stop()
    expect(paired).toEqual([])
    expect(registry.$nodePasswords.get()).toEqual({})
    // A password typed with the new address is kept for it.
    list.updateNode('node-1', { url: 'https://other.example', password: 'q' })
    expect(registry.$nodePasswords.get()).toEqual({ 'node-1': 'q' })
  })

  it('says what is wrong with a node in the form', () => {
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    expect(list.addNode({ name: 'home', url: 'localhost:8080', password: 'x' })).toEqual({
      ok: false,
      errors: {
        name: list.NODE_NAME_TAKEN,
        url: list.NODE_URL_INVALID,
        username: list.NODE_USERNAME_MISSING,
      },
    })
    expect(list.checkNodeDraft({ name: ' ', url: 'http://a', username: 'a:b' })).toEqual({
      name: list.NODE_NAME_MISSING,
      username: list.NODE_USERNAME_INVALID,
    })
    expect(list.checkNodeDraft({ name: 'x'.repeat(41), url: 'http://a' })).toEqual({
      name: list.NODE_NAME_TOO_LONG,
    })
  })

  it('removes a node with its password and the values kept for it', () => {
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    list.addNode({ name: 'Hosted', url: 'https://node.example', username: 'u', password: 'p' })
    list.setActiveNode('node-2')
    purchaseCids.of($activeScope.get()).set({ '0xab': 'zDv' })
    expect(getTestStorage()['codex-purchases@node-2']).toBe('{"0xab":"zDv"}')
    list.removeNode('node-2')
    expect($activeScope.get().binding.key).toBe('node-1')
    expect(getTestStorage()['codex-purchases@node-2']).toBeUndefined()
    expect(registry.$nodePasswords.get()).toEqual({})
    // A node added later never sees the removed one's values.
    list.addNode({ name: 'New', url: 'http://10.0.0.9:8080' }, { activate: true })
    expect(purchaseCids.of($activeScope.get()).get()).toEqual({})
  })

  it('registers the nodes a page names once, by address, without overwriting edits', () => {
    list.addNode({ name: 'Mine', url: 'http://localhost:8080' })
    const seed = [
      { name: 'Home node', url: 'http://localhost:8080' },
      { name: 'Hosted node', url: 'http://127.0.0.1:8082', username: 'vault' },
    ]
    expect(list.registerNodes(seed)).toBe(1)
    expect(list.registerNodes(seed)).toBe(0)
    expect(registry.$nodes.get().map((node) => node.name)).toEqual(['Mine', 'Hosted node'])
  })
})

describe('the move from the single-node layout', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => forgetEveryNode())

  it('makes the saved address the first node and moves every node-keyed value under it', () => {
    const legacy: Record<string, string> = {
      'codex-node-url': 'http://192.168.1.5:8080',
      'codex-purchases': '{"0xab":"zDv"}',
      'codex-purchase-times': '{"0xab":1700000000}',
      'codex-availability-nicknames': '{"0x1":"home"}',
      'codex-upload-times': '{"zDv":1700000000}',
      'codex-folders': '[{"name":"Favorites","cids":["zDv"]}]',
      'codex-storage-request-step': '1',
      'codex-storage-request-form': '{"cid":"zDv"}',
      'codex-availability-step': '2',
      'codex-availability-form': '{"nickname":"home"}',
      'codex-theme': '"dark"',
    }
    for (const [key, value] of Object.entries(legacy)) setTestStorageKey(key, value)
    migrateSingleNodeLayout()
    const stored = getTestStorage()
    expect(JSON.parse(stored['codex-nodes'] ?? '')).toEqual([
      { id: 'node-1', name: 'My node', url: 'http://192.168.1.5:8080' },
    ])
    expect(stored['codex-active-node']).toBe('node-1')
    for (const [key, value] of Object.entries(legacy)) {
      if (key === 'codex-node-url' || key === 'codex-theme') continue
      expect(stored[`${key}@node-1`]).toBe(value)
      expect(stored[key]).toBeUndefined()
    }
    expect(stored['codex-node-url']).toBeUndefined()
    expect(stored['codex-theme']).toBe('"dark"')
    expect(folders.of($activeScope.get()).get()).toEqual([{ name: 'Favorites', cids: ['zDv'] }])
    expect($activeScope.get().binding.key).toBe('node-1')
  })

  it('runs once: a browser with a node list is left alone', () => {
    setTestStorageKey('codex-nodes', '[]')
    setTestStorageKey('codex-folders', '[]')
    migrateSingleNodeLayout()
    expect(getTestStorage()['codex-folders']).toBe('[]')
    expect(getTestStorage()['codex-folders@node-1']).toBeUndefined()
  })

  it('leaves a browser that never ran the vault with an empty list', () => {
    migrateSingleNodeLayout()
    expect(registry.$nodes.get()).toEqual([])
    expect(getTestStorage()['codex-nodes']).toBeUndefined()
  })

  it('gives a node added at an address the values kept for that address', () => {
    setTestStorageKey(
      'codex-folders@url:http://127.0.0.1:8080',
      '[{"name":"Favorites","cids":["zA"]}]',
    )
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    expect(getTestStorage()['codex-folders@node-1']).toBe('[{"name":"Favorites","cids":["zA"]}]')
    expect(getTestStorage()['codex-folders@url:http://127.0.0.1:8080']).toBeUndefined()
    expect(folders.of($activeScope.get()).get()).toEqual([{ name: 'Favorites', cids: ['zA'] }])
  })
})

describe('the node list file', () => {
  beforeEach(() => forgetEveryNode())
  afterEach(() => forgetEveryNode())

  it('exports names, addresses and usernames, and passwords only when asked', async () => {
    const file = await import('../../../src/stores/nodes/list-file.ts')
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    list.addNode({
      name: 'Hosted',
      url: 'https://node.example',
      username: 'vault',
      password: 's3cret',
    })
    const plain = file.exportNodeList(false)
    expect(plain).not.toContain('s3cret')
    expect(JSON.parse(plain)).toEqual({
      format: 'codex-vault-nodes',
      version: 1,
      nodes: [
        { name: 'Home', url: 'http://127.0.0.1:8080' },
        { name: 'Hosted', url: 'https://node.example', username: 'vault' },
      ],
    })
    expect(JSON.parse(file.exportNodeList(true)).nodes[1].password).toBe('s3cret')
  })

  it('imports what is new and counts what it skips; refuses a file that is not a node list', async () => {
    const file = await import('../../../src/stores/nodes/list-file.ts')
    list.addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    const text = JSON.stringify({
      format: 'codex-vault-nodes',
      version: 1,
      nodes: [
        { name: 'Home again', url: 'http://127.0.0.1:8080' },
        { name: 'Hosted', url: 'https://node.example', username: 'vault', password: 'p' },
        { name: 'Bad', url: 'ftp://nowhere' },
        'junk',
      ],
    })
    const result = file.importNodeList(text)
    expect(result).toEqual({ ok: true, added: 1, skipped: 3, servers: [] })
    expect(file.importSummary({ added: 1, skipped: 3 })).toBe(
      'Imported 1 node; 3 were skipped (already listed or not valid).',
    )
    expect(registry.$nodes.get().map((node) => node.name)).toEqual(['Home', 'Hosted'])
    expect(registry.$nodePasswords.get()).toEqual({ 'node-2': 'p' })
    for (const garbage of ['not json', '[]', '{"nodes":[]}', 'null']) {
      expect(file.importNodeList(garbage)).toEqual({
        ok: false,
        message: file.NODE_LIST_UNREADABLE,
      })
    }
  })

  it('warns before a password goes over plain http to another machine', () => {
    const draft = (url: string, password?: string) => ({ name: 'n', url, username: 'u', password })
    expect(list.sendsPasswordInClear(draft('http://192.168.1.5:8080', 'p'))).toBe(true)
    expect(list.sendsPasswordInClear(draft('http://node.example', 'p'))).toBe(true)
    expect(list.sendsPasswordInClear(draft('http://127.0.0.1:8080', 'p'))).toBe(false)
    expect(list.sendsPasswordInClear(draft('http://localhost:8080', 'p'))).toBe(false)
    expect(list.sendsPasswordInClear(draft('https://node.example', 'p'))).toBe(false)
    expect(list.sendsPasswordInClear(draft('http://node.example'))).toBe(false)
  })
})
