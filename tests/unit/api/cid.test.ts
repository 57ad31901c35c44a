import { describe, expect, it } from 'vitest'
import { isCid, parseCid, CID_INVALID } from '../../../src/api/cid.ts'

describe('isCid', () => {
  it.each([
    'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
    'zDzSvJTezk7bJNQqFq8k1iHXY84psNuUfZVusA5bBQQUSuyzDSVL',
    'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
    'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ])('accepts the cid %s', async (cid) => {
    expect(await isCid(cid)).toBe(true)
  })

  it.each([
    '',
    'hello',
    '0xabcdef',
    'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6S',
    ' zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
    'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj/x',
  ])('rejects %j', async (value) => {
    expect(await isCid(value)).toBe(false)
  })

  it("fails with the node's own words", async () => {
    expect(await parseCid('hello')).toEqual({
      error: true,
      data: { message: CID_INVALID, code: null, issues: null, sourceStack: null },
    })
    expect(CID_INVALID).toBe('Incorrect Cid')
  })
})
