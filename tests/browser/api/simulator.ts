// Reaches the simulators that web-test-runner.config.mjs starts on demand, through WTR's command
// socket. The socket module is WTR's own, so it is imported outside Vite's reach (see
// tests/browser/components/commands.ts for why).
const importSocket = new Function(
  'return import("/__web-dev-server__web-socket.js")',
) as () => Promise<Socket>

interface Socket {
  sendMessageWaitForResponse: (message: object) => Promise<{ executed: boolean; result: unknown }>
}

export type CorsMode = 'permissive' | 'strict'

/** The origin of this run's simulator with that CORS mode, started on first use. */
export async function simulatorUrl(cors: CorsMode): Promise<string> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id')
  const socket = await importSocket()
  const response = await socket.sendMessageWaitForResponse({
    type: 'wtr-command',
    sessionId,
    command: 'vault-simulator',
    payload: { cors },
  })
  if (!response.executed || typeof response.result !== 'string') {
    throw new Error(`No ${cors} simulator: is web-test-runner.config.mjs's plugin loaded?`)
  }
  return response.result
}

/** Calls a `/_sim/` fault control and fails the test if the simulator refuses it. */
export async function control(origin: string, path: string, body: object = {}): Promise<void> {
  const response = await fetch(`${origin}/_sim${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`/_sim${path}: ${response.status} ${await response.text()}`)
}
