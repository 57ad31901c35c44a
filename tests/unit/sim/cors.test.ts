import { describe, expect, it } from 'vitest'
import { startTestSimulator } from './sim-harness.ts'

const origin = { Origin: 'http://localhost:5173' }

describe('simulator CORS', () => {
  it('is permissive by default: allow-origin on errors and 404s, 204 preflights, exposed disposition', async () => {
    const sim = await startTestSimulator()
    const error = await fetch(`${sim.api}/data`, {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'x/y' },
      body: new Uint8Array([1]),
    })
    expect(error.status).toBe(422)
    expect(error.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const missing = await fetch(`${sim.api}/unknown`, { headers: origin })
    expect(missing.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const preflight = await fetch(`${sim.api}/sales/availability/0x00`, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'x-custom',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-custom')
    const list = await fetch(`${sim.api}/data`, { headers: origin })
    expect(list.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
  })

  it('reproduces the v0.2.0 gaps with --cors strict', async () => {
    const sim = await startTestSimulator({ cors: 'strict' })
    const uploadError = await fetch(`${sim.api}/data`, {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'x/y' },
      body: new Uint8Array([1]),
    })
    expect(uploadError.status).toBe(422)
    expect(uploadError.headers.get('access-control-allow-origin')).toBeNull()
    const patchError = await fetch(`${sim.api}/sales/availability/0x${'0'.repeat(64)}`, {
      method: 'PATCH',
      body: '{}',
      headers: origin,
    })
    expect(patchError.status).toBe(404)
    expect(patchError.headers.get('access-control-allow-origin')).toBeNull()
    const missing = await fetch(`${sim.api}/unknown`, { headers: origin })
    expect(missing.headers.get('access-control-allow-origin')).toBeNull()
    const otherError = await fetch(`${sim.api}/data/nope`, { headers: origin })
    expect(otherError.headers.get('access-control-allow-origin')).toBe('*')
    expect(otherError.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS')
    const success = await fetch(`${sim.api}/space`, { headers: origin })
    expect(success.headers.get('access-control-allow-origin')).toBe('*')
    expect(success.headers.get('access-control-expose-headers')).toBeNull()

    const uploadPreflight = await fetch(`${sim.api}/data`, { method: 'OPTIONS', headers: origin })
    expect(uploadPreflight.status).toBe(204)
    expect(uploadPreflight.headers.get('access-control-allow-headers')).toBe(
      'content-type, content-disposition',
    )
    const automatic = await fetch(`${sim.api}/space`, { method: 'OPTIONS', headers: origin })
    expect(automatic.status).toBe(200)
    expect(automatic.headers.get('access-control-allow-methods')).toBeNull()
    const unknown = await fetch(`${sim.api}/unknown`, { method: 'OPTIONS', headers: origin })
    expect(unknown.status).toBe(404)
  })
})
