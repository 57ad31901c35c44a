import { UPLOAD_RATE_SAMPLE_MS } from '../cadences.ts'
/** How fast an upload goes and how long it has left, smoothed so the numbers don't jump around. */
export interface UploadRate {
  /** Bytes per second; null until two samples are far enough apart to tell. */
  speed: number | null
  /** Seconds until the last byte is sent; null while the speed is unknown. */
  secondsLeft: number | null
}

interface Sample {
  at: number
  loaded: number
}

/** Weight of the newest measurement in the moving average. */
const SMOOTHING = 0.3

/** Tracks one upload's rate from its progress events (times in milliseconds). */
export function createRateMeter(startedAt: number) {
  let last: Sample = { at: startedAt, loaded: 0 }
  let speed: number | null = null

  return {
    sample(at: number, loaded: number, total: number): UploadRate {
      const elapsed = at - last.at
      if (elapsed >= UPLOAD_RATE_SAMPLE_MS && loaded >= last.loaded) {
        const current = ((loaded - last.loaded) * 1000) / elapsed
        speed = speed === null ? current : SMOOTHING * current + (1 - SMOOTHING) * speed
        last = { at, loaded }
      }
      const remaining = Math.max(total - loaded, 0)
      const secondsLeft = speed && speed > 0 ? remaining / speed : remaining === 0 ? 0 : null
      return { speed, secondsLeft }
    },
  }
}
