import { describe, expect, it } from 'vitest'
import { addressSpaceOf, needsLocalNetworkPermission } from '../../../src/lib/address-space.ts'

describe('address spaces', () => {
  it('tells loopback, local and public hosts apart', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1', 'http://[::1]:8080']) {
      expect(addressSpaceOf(url), url).toBe('loopback')
    }
    for (const url of [
      'http://192.168.1.5',
      'http://10.0.0.2',
      'http://172.20.0.1',
      'http://nas.local',
      'http://[fd00::1]',
    ]) {
      expect(addressSpaceOf(url), url).toBe('local')
    }
    for (const url of [
      'https://vault.example.org',
      'http://203.0.113.7',
      'http://172.32.0.1',
      'nonsense',
    ]) {
      expect(addressSpaceOf(url), url).toBe('public')
    }
  })

  it('needs the permission only to reach a narrower space than the page', () => {
    expect(needsLocalNetworkPermission('https://vault.example.org', 'http://localhost:8080')).toBe(
      true,
    )
    expect(
      needsLocalNetworkPermission('https://vault.example.org', 'http://192.168.1.5:8080'),
    ).toBe(true)
    expect(needsLocalNetworkPermission('http://192.168.1.9', 'http://127.0.0.1:8080')).toBe(true)
    expect(needsLocalNetworkPermission('http://127.0.0.1:5173', 'http://127.0.0.1:8080')).toBe(
      false,
    )
    expect(needsLocalNetworkPermission('http://localhost', 'https://node.example.org')).toBe(false)
  })
})
