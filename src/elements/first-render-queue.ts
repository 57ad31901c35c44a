/**
 * Elements' first renders, one per task. Eleven widgets upgrade in the one task that defines their
 * tag; rendered there, they block the page in one long task (Preact renders at once, and
 * `startTransition` does not slice there). Queued, each renders in a task of its own and the
 * browser may paint, and handle input, between them.
 */
const waiting: (() => void)[] = []
let channel: MessageChannel | undefined

function renderNext(): void {
  const render = waiting.shift()
  if (waiting.length > 0) channel!.port2.postMessage(null)
  render?.()
}

/** Runs `render` in a task after every first render queued before it. */
export function renderInTurn(render: () => void): void {
  if (!channel) {
    channel = new MessageChannel()
    channel.port1.onmessage = renderNext
  }
  waiting.push(render)
  if (waiting.length === 1) channel.port2.postMessage(null)
}
