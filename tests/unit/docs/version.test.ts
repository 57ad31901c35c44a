import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VAULT_VERSION } from '../../../src/lib/version.ts'

const read = (path: string) => readFileSync(path, 'utf8')
const { version } = JSON.parse(read('package.json')) as { version: string }

describe('the version', () => {
  it('is one number in package.json, its lockfile, the dashboard and the CHANGELOG', () => {
    const lock = JSON.parse(read('package-lock.json')) as { version: string }
    // The newest release heads the CHANGELOG: `## 0.0.1 (unreleased)`.
    const newest = /^## (\S+)/m.exec(read('CHANGELOG.md'))?.[1]
    expect({ lock: lock.version, dashboard: VAULT_VERSION, changelog: newest }).toEqual({
      lock: version,
      dashboard: version,
      changelog: version,
    })
  })
})
