import { describe, expect, it } from 'vitest'
import {
  isValidAddress,
  isValidPort,
  joinNodeAddress,
  splitNodeUrl,
  splitTypedAddress,
} from '../../../src/stores/node/address.ts'

describe('node address fields', () => {
  it('splits a node URL into address and port', () => {
    expect(splitNodeUrl('http://localhost:8080')).toEqual({
      address: 'http://localhost',
      port: '8080',
    })
    expect(splitNodeUrl('https://node.example/codex')).toEqual({
      address: 'https://node.example/codex',
      port: '443',
    })
  })

  it('moves a typed port into the port field', () => {
    expect(splitTypedAddress('http://127.0.0.1:8081')).toEqual({
      address: 'http://127.0.0.1',
      port: '8081',
    })
    expect(splitTypedAddress('http://127.0.0.1')).toEqual({
      address: 'http://127.0.0.1',
      port: undefined,
    })
    expect(splitTypedAddress('http://host:90/path')).toEqual({
      address: 'http://host/path',
      port: '90',
    })
  })

  it('accepts only http(s) addresses without a port, and ports from 1 to 65535', () => {
    expect(isValidAddress('http://127.0.0.1')).toBe(true)
    expect(isValidAddress('127.0.0.1')).toBe(false)
    expect(isValidAddress('ftp://host')).toBe(false)
    expect(isValidAddress('http://host:80x')).toBe(false)
    expect(isValidPort('8080')).toBe(true)
    for (const port of ['', '0', '65536', '80a', '-1', ' 80']) expect(isValidPort(port)).toBe(false)
  })

  it('joins the fields into a node URL, or nothing when either is invalid', () => {
    expect(joinNodeAddress({ address: 'http://127.0.0.1', port: '8081' })).toBe(
      'http://127.0.0.1:8081',
    )
    expect(joinNodeAddress({ address: 'not a url', port: '8081' })).toBeUndefined()
    expect(joinNodeAddress({ address: 'http://127.0.0.1', port: 'abc' })).toBeUndefined()
  })
})
