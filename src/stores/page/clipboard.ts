import { getEnvironment } from './environment.ts'

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await getEnvironment().writeClipboard(text)
    return true
  } catch {
    return false
  }
}
