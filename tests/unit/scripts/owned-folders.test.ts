import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_FILE, sweepStaleFolders } from '../../../scripts/prometheus/owned-folders.ts'

let root: string

afterEach(() => rmSync(root, { recursive: true, force: true }))

function folder(name: string, owner?: number): string {
  const dir = join(root, name)
  mkdirSync(dir)
  writeFileSync(join(dir, 'wal'), 'data')
  if (owner !== undefined) writeFileSync(join(dir, OWNER_FILE), `${owner}\n`)
  return dir
}

describe('sweepStaleFolders', () => {
  it('removes the vault-prom folders whose owner is gone, and leaves the living and the others', () => {
    root = mkdtempSync(join(tmpdir(), 'vault-sweep-test-'))
    const gone = spawnSync('true').pid
    const dead = folder('vault-prom-abc', gone)
    const ours = folder('vault-prom-def', process.pid)
    const parent = folder('vault-prom-ppid', process.ppid)
    const unownedOld = folder('vault-prom-old')
    const hour = Date.now() / 1000 - 3600
    utimesSync(unownedOld, hour, hour)
    const unownedNew = folder('vault-prom-new')
    const other = folder('vault-history-xyz', gone)

    const swept = sweepStaleFolders(root)

    expect(swept.sort()).toEqual([dead, unownedOld].sort())
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(unownedOld)).toBe(false)
    for (const kept of [ours, parent, unownedNew, other]) expect(existsSync(kept)).toBe(true)
  })

  it('leaves a folder a running process still names, though its owner is gone', async () => {
    root = mkdtempSync(join(tmpdir(), 'vault-sweep-test-'))
    const dead = folder('vault-prom-orphan', spawnSync('true').pid)
    // As a Prometheus left running names its data folder: --storage.tsdb.path=<folder>.
    const orphaned = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', dead])
    await new Promise((done) => orphaned.once('spawn', done))
    try {
      expect(sweepStaleFolders(root)).toEqual([])
      expect(existsSync(dead)).toBe(true)
    } finally {
      const gone = new Promise((done) => orphaned.once('exit', done))
      orphaned.kill()
      await gone
    }
    expect(sweepStaleFolders(root)).toEqual([dead])
  })
})
