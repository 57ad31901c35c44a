/**
 * Resolves in a new task of the event loop, so work after it does not lengthen the task that
 * awaited it: a long task blocks input, and a page's blocking time counts every task over 50 ms.
 * A message to ourselves, which unlike a timer is never clamped or throttled. Not
 * `scheduler.yield()`: in Firefox its continuations, run ahead of every other task, kept a page
 * from being navigated away under load (element tests on a busy 2-core machine: 3 of 3 runs timed
 * out with it, none of 3 with a message).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
