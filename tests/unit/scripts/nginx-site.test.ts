// deploy/nginx/codex-node.conf as the proxy layer renders it: every line a person edits (marked
// `# EDIT:`) takes one of the test's values and nothing else changes, so the file the layer runs
// is the file a person copies; a new marked value the test does not fill fails here first.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderSite, SITE_FILE, type SiteValues } from '../../proxy/nginx.ts'

const site = readFileSync(SITE_FILE, 'utf8')
const values: SiteValues = {
  vaultOrigin: 'http://127.0.0.1:4173',
  port: 44321,
  certificate: '/tmp/run/cert.pem',
  key: '/tmp/run/key.pem',
  htpasswd: '/tmp/run/codex-node.htpasswd',
  upstream: '127.0.0.1:39001',
}

describe('the nginx site file, rendered for the proxy layer', () => {
  it('puts the test values on the marked lines and changes no other line', () => {
    const rendered = renderSite(site, values).split('\n')
    const shipped = site.split('\n')
    expect(rendered).toHaveLength(shipped.length)
    shipped.forEach((line, at) => {
      if (!line.includes('# EDIT:')) expect(rendered[at]).toBe(line)
      else expect(rendered[at]).not.toBe(line)
    })
    const text = rendered.join('\n')
    expect(text).toContain('"http://127.0.0.1:4173" $http_origin;')
    expect(text).toContain('listen 127.0.0.1:44321 ssl')
    expect(text).toContain('proxy_pass http://127.0.0.1:39001;')
    expect(text).toContain('auth_basic_user_file /tmp/run/codex-node.htpasswd;')
    expect(text).not.toMatch(/^[^#]*example\.org/m)
  })

  it('refuses a marked line it has no value for, and a value with no marked line', () => {
    const extra = site.replace('ssl_protocols TLSv1.2 TLSv1.3;', '$& # EDIT: protocols')
    expect(() => renderSite(extra, values)).toThrow(/a marked line the test cannot fill/)
    const unmarked = site.replace(/(proxy_pass [^;]+;)\s+# EDIT:.*$/m, '$1')
    expect(() => renderSite(unmarked, values)).toThrow(/not on a marked line.*127\.0\.0\.1:8080/)
  })
})
