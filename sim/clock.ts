/**
 * The simulated clock: `timeScale` simulated seconds pass per real second, and tests can jump it
 * forward. Its reading is persisted so a restart does not rewind purchases.
 */
export class SimulatedClock {
  private baseSeconds: number
  private baseRealMs: number

  constructor(
    startSeconds: number,
    private readonly timeScale: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.baseSeconds = startSeconds
    this.baseRealMs = realNow()
  }

  /** Simulated unix time in whole seconds. */
  now(): number {
    return Math.floor(this.preciseNow())
  }

  /** Simulated unix time with its fraction (transfers move between whole seconds). */
  preciseNow(): number {
    const elapsed = ((this.realNow() - this.baseRealMs) / 1000) * this.timeScale
    return this.baseSeconds + elapsed
  }

  advance(seconds: number): void {
    this.rebase(this.now() + seconds)
  }

  rebase(seconds: number): void {
    this.baseSeconds = seconds
    this.baseRealMs = this.realNow()
  }

  /** Real milliseconds until the simulated clock reaches `seconds` (0 if it already has). */
  realDelayUntil(seconds: number): number {
    const simulated = seconds - this.now()
    if (simulated <= 0 || this.timeScale <= 0) return 0
    return (simulated * 1000) / this.timeScale
  }
}
