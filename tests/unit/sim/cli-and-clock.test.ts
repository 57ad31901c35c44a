import { describe, expect, it } from 'vitest'
import { CliError, parseCli, parseSize } from '../../../sim/cli.ts'
import { SimulatedClock } from '../../../sim/clock.ts'
import { bytes, randomBytes, startTestSimulator, upload } from './sim-harness.ts'

describe('simulator command line', () => {
  it('turns every flag into an option', () => {
    expect(
      parseCli([
        '--host',
        '0.0.0.0',
        '--port',
        '0',
        '--data-dir',
        'd',
        '--network-dir',
        'n',
        '--api-prefix',
        '/api/x/v1/',
        '--quota',
        '2GiB',
        '--marketplace',
        'off',
        '--wire',
        'binary',
        '--time-scale',
        '60',
        '--seed',
        's',
        '--cors',
        'strict',
        '--fsync-data',
        'on',
        '--spr-delay',
        '5000',
        '--network-delay',
        '10',
      ]),
    ).toEqual({
      host: '0.0.0.0',
      port: 0,
      dataDir: 'd',
      networkDir: 'n',
      apiPrefix: '/api/x/v1',
      quotaBytes: 2 * 1024 ** 3,
      marketplace: false,
      wire: 'binary',
      timeScale: 60,
      seed: 's',
      cors: 'strict',
      fsyncData: true,
      sprStartupDelayMs: 5000,
      networkFailureDelayMs: 10,
    })
    expect(parseCli(['--debug-info-extras'])).toEqual({ debugInfoExtras: true })
    expect(parseCli(['--announce', 'loopback'])).toEqual({ announce: 'loopback' })
    expect(() => parseCli(['--announce', 'lan'])).toThrow(
      '--announce must be one of public, loopback, private',
    )
    expect(parseCli([])).toEqual({})
    expect(parseCli(['--help'])).toBe('help')
  })

  it('refuses bad values with a clear message', () => {
    expect(() => parseCli(['--wire', 'json'])).toThrow(
      new CliError('--wire must be one of spec, binary'),
    )
    expect(() => parseCli(['--port=-1'])).toThrow('--port must be a number >= 0, got -1')
    expect(() => parseCli(['--quota', '12 parsecs'])).toThrow('Invalid size: 12 parsecs')
    expect(() => parseCli(['--nope'])).toThrow()
    expect(parseSize('1.5KiB')).toBe(1536)
  })
})

describe('simulated clock', () => {
  it('runs timeScale simulated seconds per real second and jumps forward on demand', () => {
    let real = 1_000_000
    const clock = new SimulatedClock(500, 60, () => real)
    expect(clock.now()).toBe(500)
    real += 1500
    expect(clock.now()).toBe(590)
    clock.advance(10)
    expect(clock.now()).toBe(600)
    expect(clock.realDelayUntil(660)).toBe(1000)
  })

  it('moves purchases by --time-scale without touching the clock', async () => {
    const sim = await startTestSimulator({ timeScale: 2000 })
    const cid = await upload(sim.api, bytes(randomBytes(2 * 65536)))
    const body = {
      duration: '86400',
      expiry: '600',
      pricePerBytePerSecond: '1',
      proofProbability: '1',
      collateralPerByte: '1',
    }
    await fetch(`${sim.url}/_sim/marketplace`, {
      method: 'POST',
      body: JSON.stringify({ nextOutcomes: ['finished'] }),
    })
    const id = await (
      await fetch(`${sim.api}/storage/request/${cid}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).text()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await (await fetch(`${sim.api}/storage/purchases/${id}`)).json()).state).toBe('started')
  })
})
