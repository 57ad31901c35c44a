import { describe, expect, it } from 'vitest'
import { createRateMeter } from '../../../src/stores/node/upload-rate.ts'

describe('upload rate', () => {
  it('knows nothing until samples are far enough apart', () => {
    const meter = createRateMeter(0)
    expect(meter.sample(50, 1000, 10_000)).toEqual({ speed: null, secondsLeft: null })
  })

  it('measures the speed and the time left', () => {
    const meter = createRateMeter(0)
    const rate = meter.sample(1000, 1000, 10_000)
    expect(rate.speed).toBe(1000)
    expect(rate.secondsLeft).toBe(9)
  })

  it('smooths a sudden change instead of jumping to it', () => {
    const meter = createRateMeter(0)
    meter.sample(1000, 1000, 100_000)
    const rate = meter.sample(2000, 11_000, 100_000)
    expect(rate.speed).toBeGreaterThan(1000)
    expect(rate.speed).toBeLessThan(10_000)
  })

  it('has nothing left once every byte is sent', () => {
    const meter = createRateMeter(0)
    expect(meter.sample(10, 500, 500).secondsLeft).toBe(0)
  })
})
