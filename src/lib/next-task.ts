interface YieldingScheduler {
  yield(): Promise<void>
}

/**
 * Resolves in a new task of the event loop, so work after it does not lengthen the task that
 * awaited it: a long task blocks input, and a page's blocking time counts every task over 50 ms.
 * `scheduler.yield()` where the browser has it (it runs ahead of other queued tasks), else a
 * message to ourselves, which unlike a timer is never clamped or throttled.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
