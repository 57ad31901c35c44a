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

async function command(name: string, payload: object): Promise<unknown> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id')
  const socket = await importSocket()
  const response = await socket.sendMessageWaitForResponse({
    type: 'wtr-command',
    sessionId,
    command: name,
    payload,
  })
  if (!response.executed) throw new Error(`WTR did not run the command ${name}`)
  return response.result
}

/** Presses a key (or combination like `Shift+Tab`) with the browser's real keyboard. */
export async function sendKey(key: string): Promise<void> {
  await command('vault-press', { key })
}

/** sendKey inside act(), for trees the test renders itself. */
export function press(key: string) {
  return act(() => sendKey(key))
}

/** Emulates the colour scheme; false in an engine whose driver cannot (tests/support/engine-commands.mjs). */
export async function emulateColorScheme(colorScheme: 'light' | 'dark'): Promise<boolean> {
  return (await command('vault-emulate-media', { colorScheme })) === true
}

/** Emulates reduced motion; false in an engine whose driver cannot. */
export async function emulateReducedMotion(
  reducedMotion: 'reduce' | 'no-preference',
): Promise<boolean> {
  return (await command('vault-emulate-media', { reducedMotion })) === true
}
