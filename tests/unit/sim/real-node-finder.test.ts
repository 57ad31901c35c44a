// The real-node layer's finder: it names the binary it uses, or says in one line why there is none.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findRealNode, realNodePath } from '../../real-node/real-node.ts'

const folder = mkdtempSync(join(tmpdir(), 'vault-finder-'))
const script = (name: string, body: string, mode = 0o755) => {
  const path = join(folder, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, mode)
  return path
}

describe('finding the real node', () => {
  const saved = process.env.VAULT_REAL_NODE
  afterEach(() => {
    if (saved === undefined) delete process.env.VAULT_REAL_NODE
    else process.env.VAULT_REAL_NODE = saved
  })

  it('looks beside the checkout unless VAULT_REAL_NODE names one', () => {
    delete process.env.VAULT_REAL_NODE
    expect(realNodePath()).toMatch(/shared\/real-node\/codex$/)
    process.env.VAULT_REAL_NODE = '/opt/codex'
    expect(realNodePath()).toBe('/opt/codex')
  })

  it('says why in one line: missing, not executable, or unable to run here', () => {
    process.env.VAULT_REAL_NODE = join(folder, 'absent')
    expect(findRealNode()).toEqual({ missing: expect.stringMatching(/^no real node at .*absent/) })
    process.env.VAULT_REAL_NODE = script('plain', 'exit 0', 0o644)
    expect(findRealNode()).toMatchObject({ missing: expect.stringMatching(/is not executable$/) })
    process.env.VAULT_REAL_NODE = script('crashes', 'kill -ILL $$')
    expect(findRealNode()).toMatchObject({
      missing: expect.stringMatching(/cannot run on this machine \(SIGILL\)$/),
    })
  })

  it('answers the binary and its version when it runs', () => {
    process.env.VAULT_REAL_NODE = script('codex', 'echo "Codex version:  v0.2.5"')
    expect(findRealNode()).toEqual({ binary: join(folder, 'codex'), version: 'v0.2.5' })
  })
})
