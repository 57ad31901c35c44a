import { describe, expect, it } from 'vitest'
import { isPort, normalizeHttpUrl, parseHttpUrl, parsePort } from '../../../src/lib/urls.ts'

describe('URL and port checks', () => {
  it('take only absolute http(s) URLs', () => {
    expect(parseHttpUrl(' http://127.0.0.1:8080 ')?.port).toBe('8080')
    for (const bad of ['127.0.0.1', 'ftp://host', 'javascript:alert(1)', '', 'http//x']) {
      expect(parseHttpUrl(bad), bad).toBeUndefined()
    }
  })

  it('normalize a node URL without query, fragment, credentials or trailing slash', () => {
    expect(normalizeHttpUrl('http://localhost:8080/')).toBe('http://localhost:8080')
    expect(normalizeHttpUrl('http://a:b@localhost')).toBeUndefined()
    expect(normalizeHttpUrl('http://localhost/?x=1')).toBeUndefined()
    expect(normalizeHttpUrl('http://localhost/#x')).toBeUndefined()
  })

  it('read ports from 1 to 65535 written in digits only', () => {
    expect(parsePort('8080')).toBe(8080)
    for (const bad of ['', '0', '65536', '80a', '-1', ' 80', '1e3', '８０']) {
      expect(parsePort(bad), bad).toBeUndefined()
    }
    expect(isPort(65535)).toBe(true)
    expect(isPort(1.5)).toBe(false)
  })
})
