/** Resolvers waiting for their task, oldest first: one per message in flight on the channel. */
const waiting: (() => void)[] = []
let channel: MessageChannel

/**
 * Resolves in a new task of the event loop, so work after it does not lengthen the task that
 * awaited it: a long task blocks input, and a page's blocking time counts every task over 50 ms.
 * A message to ourselves, which unlike a timer is never clamped or throttled. Not
 * `scheduler.yield()`: in Firefox its continuations, run ahead of every other task, kept a page
 * from being navigated away under load (element tests on a busy 2-core machine: 3 of 3 runs timed
 * out with it, none of 3 with a message).
 *
 * One channel for every caller while any waits: messages on one port arrive in the order sent, so
 * tasks asked for in order run in order. WebKit delivers separate channels' messages in no fixed
 * order.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // Closed once nothing waits on it, so an idle page (or Node) holds no open port.
    if (!waiting.length) {
      channel = new MessageChannel()
      channel.port1.onmessage = () => {
        waiting.shift()!()
        if (!waiting.length) channel.port1.close()
      }
    }
    waiting.push(resolve)
    channel.port2.postMessage(null)
  })
}
