import { act } from 'react'

// Talks to WTR's built-in server commands (real key presses, media emulation) over its socket.
// The module is WTR's own, so it is imported outside Vite's reach: a dynamic import that Vite sees
// gets rewritten through /@vite/client, which then fails to open its (disabled) HMR socket.
const importSocket = new Function(
  'return import("/__web-dev-server__web-socket.js")',
) as () => Promise<Socket>

interface Socket {
  sendMessageWaitForResponse: (message: object) => Promise<{ executed: boolean; result: unknown }>
}

async function command(name: string, payload: object): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id')
  const socket = await importSocket()
  const response = await socket.sendMessageWaitForResponse({
    type: 'wtr-command',
    sessionId,
    command: name,
    payload,
  })
  if (!response.executed) throw new Error(`WTR did not run the command ${name}`)
}

/** Presses a key (or combination like `Shift+Tab`) with the browser's real keyboard. */
export function sendKey(key: string) {
  return command('send-keys', { press: key })
}

/** sendKey inside act(), for trees the test renders itself. */
export function press(key: string) {
  return act(() => sendKey(key))
}

export function emulateColorScheme(colorScheme: 'light' | 'dark') {
  return command('emulate-media', { colorScheme })
}

export function emulateReducedMotion(reducedMotion: 'reduce' | 'no-preference') {
  return command('emulate-media', { reducedMotion })
}
