import { describe, expect, it } from 'vitest'
import { CliError, parseCli } from '../../../sim/cli.ts'
import { basicAuthorization } from '../../e2e/support/sim-nodes.ts'
import { control, startTestSimulator, upload } from './sim-harness.ts'

const origin = 'http://localhost:5173'
const credentials = { username: 'vault', password: 'pa:ss wörd' }
const basic = (username: string, password: string) => basicAuthorization({ username, password })
const right = { Origin: origin, Authorization: basic('vault', 'pa:ss wörd') }

describe('simulator behind basic auth (--auth)', () => {
  it('refuses node API calls without credentials with a 401 a page can read', async () => {
    const sim = await startTestSimulator({ auth: credentials })
    const refused = await fetch(`${sim.api}/spr`, { headers: { Origin: origin } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe(
      'Basic realm="Storage node", charset="UTF-8"',
    )
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin)
    expect(refused.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
    expect(await refused.text()).toContain('401 Authorization Required')
  })

  it('refuses a wrong password, a wrong user, another scheme and a malformed header', async () => {
    const sim = await startTestSimulator({ auth: credentials })
    for (const authorization of [
      basic('vault', 'pa:ss'),
      basic('vault', 'pa:ss wörd '),
      basic('Vault', 'pa:ss wörd'),
      `Bearer ${basic('vault', 'pa:ss wörd').slice(6)}`,
      'Basic !!!',
      'Basic',
    ]) {
      const response = await fetch(`${sim.api}/data`, {
        headers: { Origin: origin, Authorization: authorization },
      })
      expect(response.status, authorization).toBe(401)
    }
  })

  it('passes the right credentials through to the node, uploads and downloads included', async () => {
    const sim = await startTestSimulator({ auth: credentials })
    const spr = await fetch(`${sim.api}/spr`, { headers: right })
    expect(spr.status).toBe(200)
    expect(spr.headers.get('access-control-allow-origin')).toBe(origin)
    // The scheme is case-insensitive (RFC 7617).
    const lower = right.Authorization.replace('Basic', 'basic')
    expect((await fetch(`${sim.api}/data`, { headers: { Authorization: lower } })).status).toBe(200)
    const cid = await upload(sim.api, new Blob(['behind the proxy']), right)
    const download = await fetch(`${sim.api}/data/${cid}`, { headers: right })
    expect(await download.text()).toBe('behind the proxy')
    expect((await fetch(`${sim.api}/data/${cid}`)).status).toBe(401)
  })

  it('answers preflights without credentials and lets Authorization through', async () => {
    const sim = await startTestSimulator({ auth: credentials, cors: 'strict' })
    const preflight = await fetch(`${sim.api}/data`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\bauthorization\b/i)
  })

  it('guards every line prefix, and leaves /_sim and the services open', async () => {
    const sim = await startTestSimulator({ auth: credentials })
    expect((await fetch(`${sim.url}/api/storage/v1/data`)).status).toBe(401)
    expect((await fetch(`${sim.url}/api/codex/v1/debug/info`)).status).toBe(401)
    const state = await fetch(`${sim.url}/_sim/state`)
    expect(state.status).toBe(200)
    const stateText = await state.text()
    expect(JSON.parse(stateText).auth).toEqual({ username: 'vault' })
    expect(stateText).not.toContain('pa:ss')
    await control(sim, '/clock/advance', { seconds: 1 })
    expect((await fetch(`${sim.url}/rates/v1/currencies/usd.json`)).status).toBe(200)
    expect((await fetch(`${sim.url}/echo/port/8070`)).status).toBe(200)
    expect((await fetch(`${sim.url}/crypto/v2/prices/ETH-USD/spot.json`)).status).toBe(200)
    const counts = await (await fetch(`${sim.url}/_sim/requests`)).json()
    expect(counts.byRoute).toMatchObject({ 'GET /data': 1, 'GET /debug/info': 1 })
  })

  it('answers 502 behind the proxy while the node is stopped, after checking the password', async () => {
    const sim = await startTestSimulator({ auth: credentials, cors: 'strict' })
    await control(sim, '/down', { mode: 'bad-gateway' })
    expect((await fetch(`${sim.api}/spr`, { headers: { Origin: origin } })).status).toBe(401)
    const stopped = await fetch(`${sim.api}/spr`, { headers: right })
    expect(stopped.status).toBe(502)
    expect(stopped.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await stopped.text()).toContain('502 Bad Gateway')
    expect((await (await fetch(`${sim.url}/_sim/state`)).json()).down).toBe('bad-gateway')
    await control(sim, '/up')
    expect((await fetch(`${sim.api}/spr`, { headers: right })).status).toBe(200)
  })

  it('still goes down as a node that is gone: no 401, a network error', async () => {
    const sim = await startTestSimulator({ auth: credentials })
    await control(sim, '/down')
    await expect(fetch(`${sim.api}/spr`, { headers: right })).rejects.toThrow(TypeError)
    await expect(fetch(`${sim.api}/spr`)).rejects.toThrow(TypeError)
    await control(sim, '/up')
    expect((await fetch(`${sim.api}/spr`, { headers: right })).status).toBe(200)
  })
})

describe('a stopped node behind a proxy without a password', () => {
  it('answers 502 with the proxy CORS, preflights included, in either CORS mode', async () => {
    const sim = await startTestSimulator({ cors: 'strict' })
    await control(sim, '/down', { mode: 'bad-gateway' })
    const stopped = await fetch(`${sim.api}/data`, { headers: { Origin: origin } })
    expect(stopped.status).toBe(502)
    expect(stopped.headers.get('access-control-allow-origin')).toBe(origin)
    const preflight = await fetch(`${sim.api}/data`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    await control(sim, '/up')
    const back = await fetch(`${sim.api}/data`, { headers: { Origin: origin } })
    expect(back.status).toBe(200)
    expect(back.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('refuses an unknown down mode by name', async () => {
    const sim = await startTestSimulator()
    const refused = await fetch(`${sim.url}/_sim/down`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'off' }),
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'mode must be one of reset, hang, bad-gateway' })
  })
})

describe('--auth on the command line', () => {
  it('splits on the first colon, so the password may hold more', () => {
    expect(parseCli(['--auth', 'vault:a:b:'])).toEqual({
      auth: { username: 'vault', password: 'a:b:' },
    })
    expect(parseCli(['--auth', 'vault:'])).toEqual({ auth: { username: 'vault', password: '' } })
  })

  it('refuses a value without a colon or without a username, without echoing it', () => {
    expect(() => parseCli(['--auth', 'secretpassword'])).toThrow(CliError)
    expect(() => parseCli(['--auth', 'secretpassword'])).toThrow(
      '--auth must be <username>:<password>: no ":" in the value',
    )
    expect(() => parseCli(['--auth', ':secret'])).toThrow('the username is empty')
    try {
      parseCli(['--auth', 'secretpassword'])
    } catch (error) {
      expect(String(error)).not.toContain('secretpassword')
    }
  })
})
