import { describe, expect, it } from 'vitest'
import { hrefFor, normalizeBase, pathUnderBase } from '../../../src/stores/page/router.ts'

describe('routing under a base path', () => {
  it('keeps a base with both slashes, whatever the author wrote', () => {
    expect(normalizeBase(undefined)).toBe('/')
    expect(normalizeBase('')).toBe('/')
    expect(normalizeBase('admin/vault')).toBe('/admin/vault/')
    expect(normalizeBase('/admin/vault//')).toBe('/admin/vault/')
  })

  it('reads the vault path below the base, and nothing outside it', () => {
    expect(pathUnderBase('/admin/vault/dashboard/files', '/admin/vault/')).toBe('/dashboard/files')
    expect(pathUnderBase('/admin/vault/', '/admin/vault/')).toBe('/')
    expect(pathUnderBase('/admin/vault', '/admin/vault/')).toBe('/')
    expect(pathUnderBase('/admin/users', '/admin/vault/')).toBeUndefined()
    expect(pathUnderBase('/admin/vaulted', '/admin/vault/')).toBeUndefined()
    expect(pathUnderBase('/dashboard', '/')).toBe('/dashboard')
  })

  it('writes links under the base in history mode and as fragments in hash mode', () => {
    const base = '/admin/vault/'
    expect(hrefFor('/dashboard/files', { mode: 'history', base })).toBe(
      '/admin/vault/dashboard/files',
    )
    expect(hrefFor('/', { mode: 'history', base })).toBe('/admin/vault/')
    expect(hrefFor('/dashboard', { mode: 'history', base: '/' })).toBe('/dashboard')
    expect(hrefFor('/dashboard', { mode: 'hash', base })).toBe('#/dashboard')
  })
})
