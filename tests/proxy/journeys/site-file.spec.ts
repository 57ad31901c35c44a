// What deploy/nginx/codex-node.conf says about the bodies it passes, where a journey cannot wait
// long enough to see it: no size cap, no buffering either way, and no cut before an hour of
// silence. Run once, in the simulator project (playwright.config.ts).
import { readFileSync } from 'node:fs'
import { SITE_FILE } from '../nginx.ts'
import { expect, test } from '../proxy-fixtures.ts'

test('the site file lets uploads of any size through and long downloads run', () => {
  const site = readFileSync(SITE_FILE, 'utf8')
  const directive = (name: string) =>
    new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(site)?.[1]?.trim()
  expect(directive('client_max_body_size')).toBe('0')
  expect(directive('proxy_request_buffering')).toBe('off')
  expect(directive('proxy_buffering')).toBe('off')
  // nginx cuts a response after 60 s without a byte by default; a node fetching from the network
  // can be silent longer. An hour, in nginx's units (s, m, h).
  const seconds = (value = '0') => {
    const match = /^(\d+)(s|m|h)?$/.exec(value)
    const unit = { s: 1, m: 60, h: 3600 }[match?.[2] ?? 's'] ?? 1
    return Number(match?.[1] ?? 0) * unit
  }
  for (const timeout of ['proxy_read_timeout', 'proxy_send_timeout', 'send_timeout']) {
    expect(seconds(directive(timeout)), timeout).toBeGreaterThanOrEqual(3600)
  }
})
